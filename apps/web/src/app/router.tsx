import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullScreenLayout } from '../components/layout/full-screen-layout';
import { PageSpinner } from '../components/layout/page-spinner';
import { paths } from '../config/paths';
import { i18n } from '../lib/i18n';
import { nextTask } from '../lib/use-is-hydrated';
import type { RouteHandle } from './route-handle';

// Every page is its own chunk, fetched on demand (spec §2) while the spinner or progress bar shows.
const page = {
  landing: () => import('./routes/public/landing'),
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  verifyAccount: () => import('./routes/auth/verify-account'),
  otpCode: () => import('./routes/auth/otp-code'),
  resetPassword: () => import('./routes/auth/reset-password'),
  home: () => import('./routes/client/home'),
  games: () => import('./routes/client/games'),
  module: () => import('./routes/client/module'),
  moduleEnd: () => import('./routes/client/module-end'),
  summary: () => import('./routes/client/summary'),
  programmeEnd: () => import('./routes/client/programme-end'),
  spacedReview: () => import('./routes/client/spaced-review'),
  evolution: () => import('./routes/client/evolution'),
  assignments: () => import('./routes/client/assignments'),
  story: () => import('./routes/client/story'),
  brainfood: () => import('./routes/client/brainfood'),
  review: () => import('./routes/client/review'),
  reviewAnswer: () => import('./routes/client/review-answer'),
  swipeGame: () => import('./routes/client/swipe-game'),
  ai: () => import('./routes/client/ai'),
  testAi: () => import('./routes/test-ai'),
  iframe: () => import('./routes/iframe'),
  admin: () => import('./routes/client/admin'),
  content: () => import('./routes/client/content'),
  account: () => import('./routes/client/account'),
  organisations: () => import('./routes/client/organisations'),
  groups: () => import('./routes/client/groups'),
  invitation: () => import('./routes/organisations/invitation'),
  parentConsent: () => import('./routes/public/parent-consent'),
  privacy: () => import('./routes/public/privacy'),
  terms: () => import('./routes/public/terms'),
  onboardingStep1: () => import('./routes/onboarding/step1'),
  onboardingStep2: () => import('./routes/onboarding/step2'),
  onboardingStep3: () => import('./routes/onboarding/step3'),
  publicLayout: () => import('./layouts/public-layout'),
  clientLayout: () => import('./layouts/client-layout'),
  onboardingLayout: () => import('./layouts/onboarding-layout'),
};

type Lazy = () => Promise<{ Component: ComponentType }>;

/**
 * A route's code and the texts it shows first, fetched side by side (issue 22): a component that
 * asks for a namespace not yet loaded suspends until it arrives, and a page whose components
 * asked one after another waited for each in turn before its data was even asked for.
 */
const withTexts =
  (lazy: Lazy, texts: string[]): Lazy =>
  async () => {
    // Before i18n starts (the routes preloaded at boot), it loads these itself (textsAt).
    const loading = i18n.isInitialized ? i18n.loadNamespaces(texts) : undefined;
    const [module] = await Promise.all([lazy(), loading]);
    return module;
  };

const screen = (name: string, lazy: Lazy, texts: string[] = []) => ({
  lazy: withTexts(lazy, texts),
  handle: { screen: name, texts } satisfies RouteHandle,
});

const layout = (lazy: Lazy, texts: string[]) => ({
  lazy: withTexts(lazy, texts),
  handle: { texts } satisfies RouteHandle,
});

// The namespaces a learner's screens show first, besides `common` (always loaded).
const texts = {
  learning: ['modules', 'errors'],
  home: ['dashboard', 'assignments', 'modules', 'brainfood', 'errors'],
  swipe: ['swipe', 'modules', 'errors'],
  imi: ['imi', 'consent', 'errors'],
  assignments: ['assignments', 'modules', 'consent', 'errors'],
  brainfood: ['brainfood', 'modules', 'errors'],
  story: ['story', 'modules', 'errors'],
  review: ['review', 'modules', 'errors'],
  account: ['account', 'auth', 'settings', 'password', 'errors'],
};

const redirect = (to: string) => ({ element: <Navigate to={to} replace /> });

/** /iframe and /test-ai exist in both route sets (spec §2). */
const sharedRoutes: RouteObject[] = [
  { path: paths.iframe, ...screen('iframe', page.iframe) },
  {
    lazy: page.publicLayout,
    children: [
      { path: paths.testAi, ...screen('testAi', page.testAi) },
      // An invitation opens signed in or out (accept, or sign in or up first).
      { path: 'auth/invitation/:token', ...screen('invitation', page.invitation) },
      // Issue 18: a parent's consent link, opened with or without an account of one's own.
      { path: 'toestemming/:token', ...screen('parentConsent', page.parentConsent) },
      // Issue 18 (decision 022): the privacy statement and terms, signed in or out.
      { path: 'privacy', ...screen('privacy', page.privacy) },
      { path: 'voorwaarden', ...screen('terms', page.terms) },
    ],
  },
];

/** Spec §2, public and sign-in routes: the route set when nobody is signed in. */
export const publicRoutes: RouteObject[] = [
  {
    element: <FullScreenLayout />,
    HydrateFallback: PageSpinner,
    children: [
      ...sharedRoutes,
      {
        lazy: page.publicLayout,
        children: [
          { index: true, ...screen('landing', page.landing) },
          {
            path: 'auth',
            children: [
              { index: true, ...redirect(paths.auth.login) },
              ...[
                'login',
                'login/factor-one',
                'login/factor-two',
                'login/sso-callback',
                'login/reset-password',
              ].map((path) => ({ path, ...screen('login', page.login) })),
              ...['register', 'register/sso-callback', 'register/continue'].map((path) => ({
                path,
                ...screen('register', page.register),
              })),
              { path: 'forgot-password', ...screen('forgotPassword', page.forgotPassword) },
              { path: 'verify-account', ...screen('verifyAccount', page.verifyAccount) },
              { path: 'otp-code', ...screen('otpCode', page.otpCode) },
              { path: 'reset-password', ...screen('resetPassword', page.resetPassword) },
              { path: '*', ...redirect(paths.landing) },
            ],
          },
          { path: '*', ...redirect(paths.landing) },
        ],
      },
    ],
  },
];

/** Spec §2, client routes: the route set when a user is signed in. */
const clientRoutes: RouteObject[] = [
  {
    element: <FullScreenLayout />,
    HydrateFallback: PageSpinner,
    children: [
      ...sharedRoutes,
      {
        ...layout(page.clientLayout, ['layout', 'auth']),
        children: [
          { index: true, ...redirect(paths.dashboards.home) },
          {
            path: 'dashboards',
            children: [
              { index: true, ...screen('home', page.home, texts.home) },
              { path: 'ai', ...screen('ai', page.ai, texts.imi) },
              { path: 'tinderGame/:id', ...screen('swipeGame', page.swipeGame, texts.swipe) },
              { path: 'games', ...screen('games', page.games, texts.learning) },
              { path: 'games/module/:moduleId', ...screen('module', page.module, texts.learning) },
              {
                path: 'games/module/:moduleId/end',
                ...screen('moduleEnd', page.moduleEnd, texts.learning),
              },
              {
                path: 'games/summary/:moduleId',
                ...screen('summary', page.summary, texts.learning),
              },
              { path: 'end', ...screen('end', page.programmeEnd) },
              { path: 'evolution/:week', ...screen('evolution', page.evolution) },
              { path: 'herhaling', ...screen('spacedReview', page.spacedReview, texts.learning) },
              // Screens the spec names without routes (decision 011).
              {
                path: 'assignments',
                ...screen('assignments', page.assignments, texts.assignments),
              },
              { path: 'story', ...screen('story', page.story, texts.story) },
              { path: 'brainfood', ...screen('brainfood', page.brainfood, texts.brainfood) },
              { path: 'review', ...screen('review', page.review, texts.review) },
              {
                path: 'review/:answerId',
                ...screen('reviewAnswer', page.reviewAnswer, texts.review),
              },
              { path: 'admin', ...screen('admin', page.admin) },
              { path: 'account', ...screen('account', page.account, texts.account) },
              { path: 'organizations', ...screen('organizations', page.organisations) },
              { path: 'organizations/:orgId', ...screen('organization', page.organisations) },
              // Issue 23: groups (klassen) and their overview.
              { path: 'groups', ...screen('groups', page.groups) },
              { path: 'groups/:groupId', ...screen('group', page.groups) },
              { path: 'groups/:groupId/learners/:userId', ...screen('groupLearner', page.groups) },
              // Issue 23 item 6: the programme edited by platform admins.
              { path: 'content', ...screen('content', page.content) },
              { path: 'content/:itemId', ...screen('contentItem', page.content) },
              { path: 'content/new/:weekId/:kind', ...screen('contentNew', page.content) },
              { path: 'organizations/:orgId/content', ...screen('content', page.content) },
              {
                path: 'organizations/:orgId/content/:itemId',
                ...screen('contentItem', page.content),
              },
              {
                path: 'organizations/:orgId/content/new/:weekId/:kind',
                ...screen('contentNew', page.content),
              },
            ],
          },
          // Inside the lazy layout: a redirect on the router's very first render gets lost.
          { path: '*', ...redirect(paths.dashboards.home) },
        ],
      },
      {
        // Onboarding has a frame of its own: nothing to navigate to before it is done.
        ...layout(page.onboardingLayout, ['layout']),
        children: [
          {
            path: 'onboarding',
            children: [
              { index: true, ...redirect(paths.onboarding.step1) },
              { path: 'step1', ...screen('onboardingStep1', page.onboardingStep1) },
              { path: 'step2', ...screen('onboardingStep2', page.onboardingStep2) },
              { path: 'step3', ...screen('onboardingStep3', page.onboardingStep3) },
              { path: '*', ...redirect(paths.onboarding.step1) },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routes at this address, matched once for the preloads and the texts at start: a match
 * flattens and ranks every route: about 50 ms of a phone's main thread (DevTools at 6.7×).
 */
let lastMatch: { key: string; routes: RouteObject[] } | undefined;
function routesAt(location: Location, isSignedIn: boolean) {
  const key = `${isSignedIn}:${location.pathname}`;
  if (lastMatch?.key !== key) {
    const matches = matchRoutes(isSignedIn ? clientRoutes : publicRoutes, location) ?? [];
    lastMatch = { key, routes: matches.map(({ route }) => route) };
  }
  return lastMatch.routes;
}

/**
 * Starts loading the modules of the routes at this address (issue 22): the router asks for them
 * only after the texts have loaded and the app has rendered once; the browser then has them.
 * Errors are the router's to show when it asks.
 */
export async function preloadRoutesAt(location: Location, isSignedIn: boolean) {
  const routes = routesAt(location, isSignedIn);
  // Asking for them (a preload link per file) in the task after the match: each is a few ms.
  await nextTask();
  for (const route of routes) if (typeof route.lazy === 'function') route.lazy().catch(() => {});
}

/** The texts the routes at this address show first: i18n loads them as it starts. */
export const textsAt = (location: Location, isSignedIn: boolean) =>
  routesAt(location, isSignedIn).flatMap(
    (route) => (route.handle as RouteHandle | undefined)?.texts ?? [],
  );

export const createRouter = (isSignedIn: boolean) =>
  createBrowserRouter(isSignedIn ? clientRoutes : publicRoutes);

/**
 * A router whose first render is the page at this address (issue 22): the modules of the routes
 * here are loaded first. A pre-rendered page hydrates with it, as its HTML shows it; a page
 * rendered afresh paints its layout at once, not a spinner first and the layout a task later. A
 * module that fails to load stays lazy: the router asks for it again and shows its error.
 */
export async function createLoadedRouter(isSignedIn: boolean) {
  await Promise.all(
    routesAt(window.location, isSignedIn).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy().catch(() => undefined);
      if (module) Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // Not in the task that evaluated the last module: making the router ranks every route.
  await nextTask();
  return createRouter(isSignedIn);
}
