import { webLinks } from '@leerloop/contracts/web-links';

/** Every route path of spec §2, declared once (the ones mails link to in the contracts). */
export const paths = {
  landing: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    /** Spec §2 login page: the other ways to sign in, and help. */
    loginFactorOne: webLinks.emailSignIn,
    /** Sign-in with a texted code (a way of the first step). */
    loginPhoneCode: '/auth/login/factor-one?method=phone',
    /** Sign-up: fields still missing (e.g. after a school account), and a new number's code. */
    registerContinue: webLinks.signUpContinue,
    /** The second step after the password (decision 015). */
    loginFactorTwo: '/auth/login/factor-two',
    loginSsoCallback: '/auth/login/sso-callback',
    /** A new password required for security reasons (spec §4). */
    loginResetPassword: '/auth/login/reset-password',
    registerSsoCallback: '/auth/register/sso-callback',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    verifyAccount: '/auth/verify-account',
    otpCode: '/auth/otp-code',
    resetPassword: '/auth/reset-password',
    invitation: webLinks.invitation,
  },
  iframe: '/iframe',
  // Issue 18 (decision 022): the privacy statement, the terms, a parent's consent link.
  privacy: '/privacy',
  terms: '/voorwaarden',
  parentConsent: webLinks.parentConsent,
  testAi: '/test-ai',
  dashboards: {
    home: '/dashboards',
    ai: '/dashboards/ai',
    games: '/dashboards/games',
    swipeGame: (id: string) => `/dashboards/tinderGame/${id}`,
    module: (moduleId: string) => `/dashboards/games/module/${moduleId}`,
    moduleEnd: (moduleId: string) => `/dashboards/games/module/${moduleId}/end`,
    summary: (moduleId: string) => `/dashboards/games/summary/${moduleId}`,
    end: '/dashboards/end',
    evolution: (week: number | string) => `/dashboards/evolution/${week}`,
    /** Issue 24: the spaced review ("Herhaling"). */
    spacedReview: '/dashboards/herhaling',
    // Screens the spec names without a route (decision 011).
    assignments: webLinks.assignments,
    answer: webLinks.answer,
    story: '/dashboards/story',
    brainfood: '/dashboards/brainfood',
    review: webLinks.review,
    reviewAnswer: (answerId: string) => `/dashboards/review/${answerId}`,
    admin: webLinks.admin,
    account: '/dashboards/account',
    // Spec §2 organisation list and profile (decision 018).
    organizations: '/dashboards/organizations',
    organization: (orgId: string) => `/dashboards/organizations/${orgId}`,
    // Issue 23: groups (klassen), a group's overview and a learner's path in it.
    groups: '/dashboards/groups',
    group: webLinks.group,
    groupLearner: (groupId: string, userId: string) =>
      `/dashboards/groups/${groupId}/learners/${userId}`,
    // Issue 23 item 6: the programme edited by platform admins.
    content: '/dashboards/content',
    contentItem: (itemId: string) => `/dashboards/content/${itemId}`,
    contentNew: (weekId: string, kind: string) => `/dashboards/content/new/${weekId}/${kind}`,
    // An organisation's own additions to the programme, by its Admins.
    orgContent: (orgId: string) => `/dashboards/organizations/${orgId}/content`,
    orgContentItem: (orgId: string, itemId: string) =>
      `/dashboards/organizations/${orgId}/content/${itemId}`,
    orgContentNew: (orgId: string, weekId: string, kind: string) =>
      `/dashboards/organizations/${orgId}/content/new/${weekId}/${kind}`,
  },
  onboarding: {
    root: '/onboarding',
    step1: '/onboarding/step1',
    step2: '/onboarding/step2',
    step3: '/onboarding/step3',
  },
} as const;
