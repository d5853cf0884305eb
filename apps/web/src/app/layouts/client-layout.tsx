import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SportsEsportsIcon from '@mui/icons-material/SportsEsportsOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import AccountIcon from '@mui/icons-material/AccountCircleOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink } from 'react-router';
import { AppLogo } from '../../components/layout/app-logo';
import { HeaderButton } from '../../components/plain/header-button';
import { iconPaths, PathIcon } from '../../components/plain/path-icon';
import { FullscreenToggle } from '../../components/layout/fullscreen-toggle';
import { PageHeaderBar } from '../../components/layout/page-header-bar';
import { SiteFooter } from '../../components/layout/site-footer';
import { RenderApart } from '../../components/layout/render-apart';
import { LocationLoadingScreen } from '../../components/layout/location-loading-screen';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { AccountSwitcher } from '../../features/auth/components/account-switcher';
import { ImpersonationBanner } from '../../features/admin/components/impersonation-banner';
import { useReviewResponses } from '../../features/assignments/api/review-responses';
import { OrganizationSwitcher } from '../../features/organisations/components/organization-switcher';
import { useImiFlagCount } from '../../features/review/api/get-imi-flag-count';
import { useSessionUser } from '../../lib/session';
import { layout, radius } from '../../lib/theme';
import { useOnboardingGate } from '../../lib/onboarding';
import { PageSpinner } from '../../components/layout/page-spinner';
import { ScreenOutlet } from '../../components/layout/screen-outlet';
import { useHasOpened } from '../../lib/use-has-opened';

// The phone's menu drawer and the settings dialog load when first opened (issue 22).
const Drawer = lazy(() => import('@mui/material/Drawer'));
const SettingsDialog = lazy(async () => ({
  default: (await import('../../features/settings/components/settings-dialog')).SettingsDialog,
}));

const navItems = [
  { key: 'home', to: paths.dashboards.home, Icon: HomeIcon, end: true },
  { key: 'ai', to: paths.dashboards.ai, Icon: ChatIcon, end: false },
  { key: 'games', to: paths.dashboards.games, Icon: SportsEsportsIcon, end: false },
  { key: 'assignments', to: paths.dashboards.assignments, Icon: AssignmentIcon, end: false },
  { key: 'growth', to: paths.dashboards.story, Icon: TimelineIcon, end: false },
  { key: 'brainfood', to: paths.dashboards.brainfood, Icon: LightbulbIcon, end: false },
  { key: 'account', to: paths.dashboards.account, Icon: AccountIcon, end: false },
  { key: 'organizations', to: paths.dashboards.organizations, Icon: BusinessIcon, end: false },
] as const;
/** Only for coaches (`beheerder`). */
const coachItems = [
  { key: 'review', to: paths.dashboards.review, Icon: RateReviewIcon, end: false },
] as const;
/** For coaches and for a Lid named a group's coach (issue 23). */
const groupItems = [
  { key: 'groups', to: paths.dashboards.groups, Icon: GroupsIcon, end: false },
] as const;
/** Only for the platform's own admins. */
const adminItems = [
  { key: 'admin', to: paths.dashboards.admin, Icon: AdminIcon, end: false },
  { key: 'content', to: paths.dashboards.content, Icon: EditNoteIcon, end: false },
] as const;

/** The spec's red is too light under white digits (WCAG AA): badges use its dark shade. */
const badgeColours = { '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } };

type SessionUser = ReturnType<typeof useSessionUser>;

/**
 * What the menu counts: the Imi flags nobody has seen yet (coaches), and the coach's responses
 * the learner has not seen yet (issue 20). Read by the parts that show them, so their arrival
 * renders those parts again and not the whole layout (issue 22: 109 components, a long task on
 * a phone).
 */
function useMenuBadges(isCoach: boolean) {
  const flagCount = useImiFlagCount(isCoach);
  const newResponses = useReviewResponses().data?.count ?? 0;
  return { unseenFlags: isCoach ? (flagCount.data ?? 0) : 0, newResponses };
}

/** The phone's menu button, with a dot while something in the menu waits to be seen. */
function MenuOpener({
  isCoach,
  isMenuOpen,
  onOpen,
}: {
  isCoach: boolean;
  isMenuOpen: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('layout');
  const { unseenFlags, newResponses } = useMenuBadges(isCoach);
  return (
    <HeaderButton
      onClick={onOpen}
      aria-label={
        unseenFlags > 0
          ? t('nav.openWithFlags', { count: unseenFlags })
          : newResponses > 0
            ? t('nav.openWithResponses', { count: newResponses })
            : t('nav.open')
      }
      aria-expanded={isMenuOpen}
      edge="start"
    >
      <span className="badge-anchor">
        <PathIcon d={iconPaths.Menu} />
        {unseenFlags + newResponses > 0 && <span className="badge-dot" />}
      </span>
    </HeaderButton>
  );
}

/** The menu: the sidebar on wide screens, the drawer's content on phones. */
function NavMenu({
  user,
  onNavigate,
  onOpenSettings,
}: {
  user: SessionUser;
  onNavigate: () => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation('layout');
  const signOut = useSignOut();
  const isCoach = Boolean(user?.isCoach);
  const { unseenFlags, newResponses } = useMenuBadges(isCoach);
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: layout.sidebarWidth, pt: 1 }}>
      <List>
        {[
          ...navItems,
          ...(isCoach ? coachItems : []),
          ...(isCoach || user?.isGroupCoach ? groupItems : []),
          ...(user?.isPlatformAdmin ? adminItems : []),
        ].map(({ key, to, Icon, end }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              end={end}
              aria-label={
                key === 'review' && unseenFlags > 0
                  ? t('nav.reviewWithFlags', { count: unseenFlags })
                  : key === 'assignments' && newResponses > 0
                    ? t('nav.assignmentsWithResponses', { count: newResponses })
                    : undefined
              }
              onClick={onNavigate}
              sx={{
                mx: 1,
                borderRadius: radius.md,
                '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
              }}
            >
              <ListItemIcon>
                <Badge
                  badgeContent={
                    key === 'review' ? unseenFlags : key === 'assignments' ? newResponses : 0
                  }
                  max={99}
                  sx={badgeColours}
                >
                  <Icon />
                </Badge>
              </ListItemIcon>
              <ListItemText primary={t(`nav.${key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <ListItemButton onClick={onOpenSettings} sx={{ mx: 1, borderRadius: radius.md }}>
            <ListItemIcon>
              <SettingsIcon />
            </ListItemIcon>
            <ListItemText primary={t('settings')} />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
            sx={{ mx: 1, borderRadius: radius.md }}
          >
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary={t('signOut')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

/**
 * The signed-in frame: 80 px header, 290 px sidebar on wide screens, a drawer on phones, with
 * the organisation switcher on top of the menu when there is a choice (decision 028). A
 * coach sees how many Imi flags nobody has seen yet on the review item (and, on phones, a dot
 * on the menu button), so a learner's crisis message is not left waiting.
 */
function ClientLayout() {
  const { t } = useTranslation('layout');
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const user = useSessionUser();
  const onboarding = useOnboardingGate(user);
  const hasMenuOpened = useHasOpened(isMenuOpen);

  // Every client route sends a learner who has not finished onboarding to it.
  if (onboarding === 'checking') return <PageSpinner />;
  if (onboarding === 'onboarding') return <Navigate to={paths.onboarding.step1} replace />;

  const menu = (
    <NavMenu
      user={user}
      onNavigate={() => setMenuOpen(false)}
      onOpenSettings={() => {
        setMenuOpen(false);
        setSettingsOpen(true);
      }}
    />
  );

  return (
    <>
      <SkipLink />
      <ImpersonationBanner />
      {/* The frame in parts too, from the top down (issue 22): the bar, its buttons, the area
          below it, each in a task of its own. The first render holds only what carries them. */}
      <RenderApart name="header bar">
        {/* The bar keeps its height while its buttons wait for their task. */}
        <PageHeaderBar>
          <RenderApart name="header start">
            {!isWide && (
              <MenuOpener
                isCoach={Boolean(user?.isCoach)}
                isMenuOpen={isMenuOpen}
                onOpen={() => setMenuOpen(true)}
              />
            )}
            <AppLogo to={paths.dashboards.home} />
            <span className="header-spacer" />
          </RenderApart>
          {/* After the spacer, at the far end: appearing later moves nothing already drawn. */}
          <RenderApart name="header end">
            <FullscreenToggle />
            <AccountSwitcher />
          </RenderApart>
        </PageHeaderBar>
      </RenderApart>
      <RenderApart name="frame">
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          {isWide ? (
            <Box
              sx={{
                width: layout.sidebarWidth,
                flexShrink: 0,
                borderInlineEnd: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
              }}
            >
              <RenderApart name="menu">
                <OrganizationSwitcher />
                {menu}
              </RenderApart>
            </Box>
          ) : (
            hasMenuOpened && (
              <Suspense>
                {/* The drawer is a dialog: a screen reader names it as the menu it holds. */}
                <Drawer
                  open={isMenuOpen}
                  onClose={() => setMenuOpen(false)}
                  slotProps={{ paper: { 'aria-label': t('nav.label') } }}
                >
                  <OrganizationSwitcher onDone={() => setMenuOpen(false)} />
                  {menu}
                </Drawer>
              </Suspense>
            )
          )}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{
              position: 'relative',
              flexGrow: 1,
              minWidth: 0,
              p: { xs: 2, md: 3 },
              outline: 'none',
            }}
          >
            {/* With `main`, not a task after it: a screen with its `main` and no 'Laden...'
                is a settled screen, and must not be seen as one before its second. */}
            <LocationLoadingScreen />
            {/* At least a screen high: the footer starts below the fold, so it cannot jump down
              as the screen's content arrives (issue 22: the home's layout shift). */}
            <Box sx={{ minHeight: `calc(100dvh - ${layout.headerHeight}px)` }}>
              <RenderApart name="screen">
                <ScreenOutlet />
              </RenderApart>
            </Box>
            <RenderApart name="footer">
              <SiteFooter />
            </RenderApart>
          </Box>
        </Box>
      </RenderApart>
      {isSettingsOpen && (
        <Suspense>
          <SettingsDialog open onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** React Router's lazy route module export. */
export { ClientLayout as Component };
