/**
 * The web app's pages that mails (and the server's notices) link to, declared once (issue 21):
 * the server builds its links from these and the web app's routes (config/paths.ts) are these,
 * so a link cannot point at a page that moved.
 */
export const webLinks = {
  /** The e-mailed sign-in link lands on the login page, which opens it (decision 016). */
  emailSignIn: '/auth/login/factor-one',
  /** A new account's confirmation link lands on the sign-up's next step instead. */
  signUpContinue: '/auth/register/continue',
  /** An organisation's invitation. */
  invitation: (token: string) => `/auth/invitation/${token}`,
  /** A parent's consent (decision 022). */
  parentConsent: (token: string) => `/toestemming/${token}`,
  assignments: '/dashboards/assignments',
  /** The assignments screen, scrolled to one of the learner's answers. */
  answer: (answerId: string) => `/dashboards/assignments?answer=${encodeURIComponent(answerId)}`,
  /** The coach's answers to review (and Imi's flags). */
  review: '/dashboards/review',
  /** A group's overview (issue 23): its coaches' way to the group's Imi flags. */
  group: (groupId: string) => `/dashboards/groups/${groupId}`,
  /** The platform admin's screen (domain approvals among it). */
  admin: '/dashboards/admin',
} as const;
