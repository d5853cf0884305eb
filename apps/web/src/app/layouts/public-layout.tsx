import Box from '@mui/material/Box';
import { AppLogo } from '../../components/layout/app-logo';
import { FullscreenToggle } from '../../components/layout/fullscreen-toggle';
import { HydrateApart } from '../../components/layout/hydrate-apart';
import { LocationLoadingScreen } from '../../components/layout/location-loading-screen';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { PageHeaderBar } from '../../components/layout/page-header-bar';
import { SiteFooter } from '../../components/layout/site-footer';
import { paths } from '../../config/paths';
import { LanguageMenu } from '../../features/settings/components/language-menu';
import { ScreenOutlet } from '../../components/layout/screen-outlet';

/** The base layout of the public routes (spec §2): logo, language, fullscreen toggle. */
function PublicLayout() {
  return (
    <>
      <SkipLink />
      <HydrateApart>
        <PageHeaderBar>
          <AppLogo to={paths.landing} />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <FullscreenToggle />
        </PageHeaderBar>
      </HydrateApart>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ position: 'relative', flexGrow: 1, px: 2, outline: 'none' }}
      >
        <LocationLoadingScreen />
        {/* A pre-rendered screen hydrates in a task after the layout's (issue 22). */}
        <HydrateApart>
          <ScreenOutlet />
        </HydrateApart>
      </Box>
      <HydrateApart>
        <SiteFooter />
      </HydrateApart>
    </>
  );
}

/** React Router's lazy route module export. */
export { PublicLayout as Component };
