import HomeIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer';
import { AppLogo } from '../../components/layout/app-logo';
import { FullscreenToggle } from '../../components/layout/fullscreen-toggle';
import { PageHeaderBar } from '../../components/layout/page-header-bar';
import { LocationLoadingScreen } from '../../components/layout/location-loading-screen';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { paths } from '../../config/paths';
import { ImpersonationBanner } from '../../features/admin/components/impersonation-banner';
import { useSignOut } from '../../features/auth/api/sign-out';
import { LanguageMenu } from '../../features/settings/components/language-menu';
import { needsOnboarding } from '../../lib/onboarding';
import { refreshStoredUser, useSessionUser } from '../../lib/session';
import { ScreenOutlet } from '../../components/layout/screen-outlet';

/**
 * The onboarding frame: logo, language, fullscreen and sign-out — no menu, there is nowhere to
 * go before it is done. Spec §2: its routes hold for every signed-in user, also after it is done
 * (to enter another organisation's code, or choose the themes again); then the logo and a link
 * lead back to the dashboard.
 */
function OnboardingLayout() {
  const { t } = useTranslation('layout');
  const user = useSessionUser();
  const signOut = useSignOut();
  // The stored profile may be older than the server's (finished on another device).
  useEffect(() => {
    void refreshStoredUser().catch(() => {});
  }, []);
  const isDone = !needsOnboarding(user);
  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      <PageHeaderBar>
        <AppLogo to={isDone ? paths.dashboards.home : paths.onboarding.step1} />
        <Box sx={{ flexGrow: 1 }} />
        {isDone && (
          // On a phone the house alone: the header has no room for the words beside the rest.
          <Button
            component={Link}
            to={paths.dashboards.home}
            size="small"
            aria-label={t('toDashboard')}
            startIcon={<HomeIcon />}
            sx={{ minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('toDashboard')}
            </Box>
          </Button>
        )}
        <LanguageMenu inProfile />
        <FullscreenToggle />
        <IconButton
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          aria-label={t('signOut')}
        >
          <LogoutIcon />
        </IconButton>
      </PageHeaderBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ position: 'relative', flexGrow: 1, p: { xs: 2, md: 3 }, outline: 'none' }}
      >
        <LocationLoadingScreen />
        <ScreenOutlet />
      </Box>
      <SiteFooter />
    </>
  );
}

/** React Router's lazy route module export. */
export { OnboardingLayout as Component };
