import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useMatches, useNavigationType } from 'react-router';
import { layout } from '../../lib/theme';

/** Spec §2/§9: after each location change a 'Laden...' screen shows for 1000 ms. */
export const LOCATION_LOADING_MS = 1000;

const APP_NAME = 'Leerloop';

/**
 * When the 'Laden...' of a location ends (decision 028). A new location starts a new second,
 * except the end of a redirect — a replacing navigation away from a redirect route (/ →
 * /dashboards), or while the second still runs (a client route sending a learner to
 * onboarding): that is the same navigation, its second runs on. The same location again
 * (another layout mounting it, the new route set after sign-in) keeps its time. Kept outside
 * React: layouts and even routers come and go within one navigation.
 */
export function createLocationLoading(durationMs = LOCATION_LOADING_MS) {
  let shown = { pathname: null as string | null, until: 0, isRedirect: false };
  const loadingUntil = (
    pathname: string,
    type: NavigationType,
    isRedirect: boolean,
    now: number,
  ) => {
    if (pathname !== shown.pathname) {
      const isSameNavigation =
        type === NavigationType.Replace && (shown.isRedirect || now < shown.until);
      shown = { pathname, until: isSameNavigation ? shown.until : now + durationMs, isRedirect };
    }
    return shown.until;
  };
  /** A location already on screen when the app starts (a pre-rendered page): no second of its own. */
  loadingUntil.showAtOnce = (pathname: string) => {
    shown = { pathname, until: 0, isRedirect: false };
  };
  return loadingUntil;
}

const loadingUntil = createLocationLoading();

/**
 * The document's first location came pre-rendered (issue 22, decision on the first paint): it
 * was usable before the app ran, so it is not covered again; every location change after it
 * shows 'Laden...' as before.
 */
export const showFirstLocationAtOnce = (pathname: string) => loadingUntil.showAtOnce(pathname);

/**
 * The 'Laden...' screen over the content area only: the layout puts it in its `main` (made
 * `position: relative`), so the header and the menu stay put while it shows.
 */
export function LocationLoadingScreen() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // A route without a screen of its own only sends the learner on (a redirect).
  const handle = useMatches().at(-1)?.handle as { screen?: string } | undefined;
  useScreenTitle(handle?.screen);
  // A new overlay per location, which hides itself when its time is up.
  return (
    <LoadingOverlay key={pathname} pathname={pathname} type={type} isRedirect={!handle?.screen} />
  );
}

/**
 * The tab's title names the screen (WCAG 2.4.2), in the learner's language: "Games en modules ·
 * Leerloop". A redirect keeps the title until the screen it leads to is there.
 */
function useScreenTitle(screen: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!screen) return;
    const name = t(`screens.${screen}`);
    document.title = name === APP_NAME ? APP_NAME : `${name} · ${APP_NAME}`;
  }, [screen, t]);
}

function LoadingOverlay({
  pathname,
  type,
  isRedirect,
}: {
  pathname: string;
  type: NavigationType;
  isRedirect: boolean;
}) {
  const { t } = useTranslation();
  const [until] = useState(() => loadingUntil(pathname, type, isRedirect, Date.now()));
  const [isTimeUp, setTimeUp] = useState(() => until <= Date.now());

  useEffect(() => {
    if (isTimeUp) return;
    const timer = window.setTimeout(() => setTimeUp(true), until - Date.now());
    return () => window.clearTimeout(timer);
  }, [isTimeUp, until]);

  // A redirect keeps it up until the page it leads to is there.
  const isVisible = !isTimeUp || isRedirect;
  if (!isVisible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="location-loading"
      sx={{
        position: 'absolute',
        inset: 0,
        // Over the screen's own layers, under the sticky header and the drawer.
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.default',
      }}
    >
      {/* Centred in the part of the content area in view, however long the screen under it. */}
      <Box
        sx={{
          position: 'sticky',
          top: layout.headerHeight,
          height: `min(100%, calc(100dvh - ${layout.headerHeight}px))`,
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          gap: 2,
        }}
      >
        <CircularProgress size={50} aria-hidden />
        <Typography component="p" variant="h3">
          {t('loading')}
        </Typography>
      </Box>
    </Box>
  );
}
