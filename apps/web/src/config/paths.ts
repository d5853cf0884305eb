/** Every route path of spec §2, declared once. */
export const paths = {
  landing: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    register: '/auth/register',
    forgotPassword: '/auth/forgot-password',
    verifyAccount: '/auth/verify-account',
    otpCode: '/auth/otp-code',
    resetPassword: '/auth/reset-password',
    invitation: (token: string) => `/auth/invitation/${token}`,
  },
  iframe: '/iframe',
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
    // Screens the spec names without a route (decision 011).
    assignments: '/dashboards/assignments',
    story: '/dashboards/story',
    brainfood: '/dashboards/brainfood',
    review: '/dashboards/review',
    reviewAnswer: (answerId: string) => `/dashboards/review/${answerId}`,
  },
  onboarding: {
    root: '/onboarding',
    step1: '/onboarding/step1',
    step2: '/onboarding/step2',
    step3: '/onboarding/step3',
  },
} as const;
