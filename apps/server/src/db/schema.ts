import type { Generated } from 'kysely';

/**
 * The database as our repositories see it (camelCase; snake_case in SQL via CamelCasePlugin).
 * Timestamps come back as ISO text from SQLite and as Date from PostgreSQL: use toIso().
 * One interface per table, in one file, as Kysely's `DB` type wants them: long because the
 * database is.
 */
type Timestamp = string | Date;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  firstName: string;
  lastName: string;
  langSelected: Generated<string>;
  onboardingFinishedAt: Timestamp | null;
  assignmentsSeenAt: Timestamp | null;
  firstPlayFinishedAt: Timestamp | null;
  /** `admin`: a platform admin (not an organisation's); everyone else `user`. */
  role: Generated<string>;
  /** Banned by a platform admin: no sign-in (SQLite stores 0/1). */
  banned: Generated<number | boolean>;
  banReason: string | null;
  banExpires: Timestamp | null;
  /** An authenticator app (and its backup codes) is asked after the password. */
  twoFactorEnabled: Generated<number | boolean>;
  /** The second step may be a code texted to the primary phone number. */
  secondStepByText: Generated<number | boolean>;
  /** The profile fields an organisation's connection provides (JSON list), read-only here. */
  ssoFields: string | null;
  /** A platform admin required a new password: no session until it is set. */
  passwordResetRequired: Generated<number | boolean>;
  /** Optional, unique, lower-case; `displayUsername` keeps the user's own capitals. */
  username: string | null;
  displayUsername: string | null;
  /** Issue 18: asked at sign-up; null for accounts made before it was. */
  birthYear: number | null;
  /** Issue 20: mail the learner when a coach responds to an answer (on by default). */
  reviewResponseMail: Generated<number | boolean>;
  /** Issue 23: mail the coach the weekly digest of their groups (on by default). */
  weeklyDigestMail: Generated<number | boolean>;
  /** Issue 24: reminders at all (off until the learner turns them on), and each kind. */
  reminders: Generated<number | boolean>;
  reminderWeekOpen: Generated<number | boolean>;
  reminderAssignmentWaiting: Generated<number | boolean>;
  reminderCoachReplied: Generated<number | boolean>;
  /** Issue 24: show the learner's week streak (off until turned on). */
  weekStreak: Generated<number | boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  expiresAt: Timestamp;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  activeOrganizationId: string | null;
  /** Set on a platform admin's impersonation session: the admin's user id. */
  impersonatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A user's further e-mail address; the primary one is `user.email`. */
export interface UserEmailTable {
  id: string;
  userId: string;
  email: string;
  verified: Generated<number | boolean>;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  codeAttempts: Generated<number>;
  createdAt: Timestamp;
}

/** Better Auth's ways in of a user: `credential` (our password) or an SSO connection's id. */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A browser a user has signed in on (its id hashed); see known-devices.ts. */
export interface KnownDeviceTable {
  userId: string;
  deviceHash: string;
  lastSeenAt: Timestamp;
}

/** A user's phone number (E.164), verified by a texted code; one may be primary. */
export interface UserPhoneTable {
  id: string;
  userId: string;
  phone: string;
  verified: Generated<number | boolean>;
  isPrimary: Generated<number | boolean>;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  codeAttempts: Generated<number>;
  createdAt: Timestamp;
}

/** Better Auth's authenticator secret and backup codes (twoFactor plugin). */
export interface TwoFactorTable {
  id: string;
  userId: string;
  secret: string;
  backupCodes: string;
  /** False until the first code from the app proved the set-up. */
  verified: Generated<number | boolean>;
}

/** When a session last proved who it is, and the code of a check under way (reverification.ts). */
export interface SessionCheckTable {
  sessionId: string;
  checkedAt: Timestamp | null;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  codeAttempts: Generated<number>;
}

/** An Ethereum wallet linked to an account (address lower-case, 0x…). */
export interface UserWalletTable {
  id: string;
  userId: string;
  address: string;
  chainId: number;
  createdAt: Timestamp;
}

/** The local text-message outbox (the SMS gateway's stand-in). */
export interface SmsOutboxTable {
  id: string;
  toNumber: string;
  body: string;
  createdAt: Timestamp;
}

/** Better Auth's one-time values (codes, e-mail links, second-step challenges). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Every start and end of an impersonation, kept after either account is gone. */
export interface ImpersonationLogTable {
  id: string;
  adminId: string;
  adminEmail: string;
  userId: string;
  userEmail: string;
  action: 'start' | 'stop';
  ipAddress: string | null;
  createdAt: Timestamp;
}

export interface OrganizationTable {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: string | null;
  programmeOffsetDays: Generated<number>;
  createdAt: Timestamp;
}

export interface MemberTable {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: Timestamp;
}

/** A domain of an organisation: verified by a mailed code, then it may enroll new users. */
export interface OrganizationDomainTable {
  id: string;
  organizationId: string;
  domain: string;
  verificationEmail: string;
  verified: Generated<number | boolean>;
  /** 'waiting' | 'approved' | 'refused' by a platform admin (issue 18). */
  approval: Generated<string>;
  approvalDecidedAt: Timestamp | null;
  enrollmentMode: Generated<string>;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  codeAttempts: Generated<number>;
  createdAt: Timestamp;
}

/** A suggestion to join (from a domain), a request (by the user), and the Admin's answer. */
export interface OrganizationRequestTable {
  id: string;
  organizationId: string;
  userId: string;
  status: 'suggested' | 'pending' | 'approved' | 'rejected';
  createdAt: Timestamp;
  decidedAt: Timestamp | null;
}

/** An invitation to an organisation; its id is the secret in the e-mailed link. */
export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: 'pending' | 'accepted' | 'canceled' | 'rejected';
  expiresAt: Timestamp;
  inviterId: string;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: Timestamp;
}

export interface RateLimitHitTable {
  id: string;
  bucket: string;
  createdAt: Timestamp;
}

export interface ContentWeekTable {
  id: string;
  number: number;
  folder: string;
  /** The week file as JSON. */
  data: string;
  isActive: number | boolean;
  updatedAt: Timestamp;
}

export interface ContentItemTable {
  id: string;
  kind: 'module' | 'swipe-deck' | 'assignment' | 'story' | 'brainfood' | 'imi-answer';
  weekId: string;
  position: number;
  /** The item as JSON, as validated by its content schema. */
  data: string;
  isActive: number | boolean;
  updatedAt: Timestamp;
  /** The hash of the item's data in its file at the last import. */
  fileHash: string | null;
  /** When an admin last published it from the app (null: as its file has it). */
  publishedAt: Timestamp | null;
  publishedBy: string | null;
  /** `app`: added in the editor, kept by imports (a draft only until first published). */
  origin: Generated<'file' | 'app'>;
  /** The organisation whose own addition it is; null: the shared programme. */
  organizationId: string | null;
}

/** Issue 23: an admin's unpublished change to an item (one per item). */
export interface ContentDraftTable {
  itemId: string;
  data: string;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

/** Issue 23: what an item's data was before a publish or an import replaced it. */
export interface ContentHistoryTable {
  id: string;
  itemId: string;
  action: 'publish' | 'import';
  previousData: string;
  data: string;
  changedBy: string | null;
  changedAt: Timestamp;
}

export interface ModuleProgressTable {
  userId: string;
  moduleId: string;
  /** Index of the item the learner is on. */
  position: number;
  /** JSON: item id → { answer, isCorrect }. */
  answers: string;
  lastScore: number | null;
  bestScore: number | null;
  completedAt: Timestamp | null;
  updatedAt: Timestamp;
}

/** Issue 24: the answer given to a device's request id, given again to its repeats. */
export interface ClientRequestTable {
  userId: string;
  requestId: string;
  /** The endpoint's path, so an id is never answered for another endpoint. */
  endpoint: string;
  /** The 200 answer's data, as JSON. */
  response: string;
  createdAt: Timestamp;
}

export interface AnswerTable {
  id: string;
  userId: string;
  assignmentId: string;
  taskId: string;
  text: string | null;
  /** Storage key of the file (made by the server), null for a typed answer. */
  fileKey: string | null;
  fileKind: 'image' | 'video' | 'text' | 'pdf' | null;
  fileMimeType: string | null;
  /** bigint: PostgreSQL hands it back as text. */
  fileSize: number | string | null;
  fileName: string | null;
  status: 'submitted' | 'approved' | 'needs-work';
  feedback: string | null;
  reviewedBy: string | null;
  reviewedAt: Timestamp | null;
  shareConsent: number | boolean;
  brainfoodApprovedBy: string | null;
  brainfoodApprovedAt: Timestamp | null;
  /** Issue 20: when the learner saw the coach's response; null while it is new to them. */
  responseSeenAt: Timestamp | null;
  /** Issue 20: the mail about a new response went (or is going) out; cleared once seen. */
  responseMailedAt: Timestamp | null;
  /** When the learner sent it or its last new version (a review does not move it). */
  submittedAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** One row per learner and week: their own words for the chapter, their reflection. */
export interface WeekJournalTable {
  userId: string;
  weekId: string;
  storyText: string | null;
  reflectionText: string | null;
  reflectionUpdatedAt: Timestamp | null;
  chapterReadAt: Timestamp | null;
  updatedAt: Timestamp;
}

export interface AuthCacheInvalidationTable {
  key: string;
  createdAt: Timestamp;
}

export interface SwipeChoiceTable {
  userId: string;
  deckId: string;
  cardId: string;
  choice: 'agree' | 'disagree';
  createdAt: Timestamp;
}

/** Issue 5: what a learner swiped for each theme (a week of the programme) in onboarding. */
export interface UserThemeTable {
  userId: string;
  weekId: string;
  choice: 'agree' | 'disagree';
  createdAt: Timestamp;
}

/** Issue 6: Imi's chats, their messages and the flags for coaches. */
export interface ChatTable {
  id: string;
  userId: string;
  title: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ChatMessageTable {
  id: string;
  chatId: string;
  userId: string;
  role: 'user' | 'assistant';
  content: string;
  /** JSON of the ImiSource the answer came from. */
  source: string | null;
  outcome: string | null;
  createdAt: Timestamp;
}

export interface ImiFlagTable {
  id: string;
  userId: string;
  messageId: string;
  category: string;
  createdAt: Timestamp;
  seenAt: Timestamp | null;
  /** When an instance took on mailing the alert, and when it went out (issue 17). */
  alertClaimedAt: Timestamp | null;
  alertedAt: Timestamp | null;
}

/** Issue 18: a parent's consent for a learner under 16 in no organisation (one per learner). */
export interface ParentalConsentTable {
  userId: string;
  parentEmail: string;
  /** SHA-256 of the link's secret. */
  tokenHash: string;
  requestedAt: Timestamp;
  /** Until when the link can give consent. */
  expiresAt: Timestamp;
  givenAt: Timestamp | null;
  withdrawnAt: Timestamp | null;
}

export interface SwipeGameTable {
  userId: string;
  deckId: string;
  score: number | null;
  finishedAt: Timestamp | null;
}

/** Issue 23: a group (klas) of an organisation, with its own access code and week timing. */
export interface OrganizationGroupTable {
  id: string;
  organizationId: string;
  name: string;
  accessCode: string;
  /** YYYY-MM-DD (Amsterdam) week 1 starts; null: each learner's own clock. */
  startsOn: string | null;
  pace: Generated<'weekly' | 'manual'>;
  createdAt: Timestamp;
}

/** A learner's group in an organisation (one per organisation). */
export interface OrganizationGroupLearnerTable {
  organizationId: string;
  userId: string;
  groupId: string;
  createdAt: Timestamp;
}

export interface OrganizationGroupCoachTable {
  groupId: string;
  organizationId: string;
  userId: string;
  createdAt: Timestamp;
}

/** Weeks a coach opened by hand: up to `week`, for the whole group (no user) or one learner. */
export interface OrganizationGroupWeekOpeningTable {
  id: string;
  groupId: string;
  userId: string | null;
  week: number;
  openedAt: Timestamp;
  openedBy: string | null;
}

/** Issue 23 (decision 043): a job of the in-process scheduler (SQLite); its id is its claim. */
export interface ScheduledJobTable {
  id: string;
  name: string;
  /** The job's data as JSON. */
  data: string;
  runAt: Timestamp;
  tries: Generated<number>;
  claimedAt: Timestamp | null;
  doneAt: Timestamp | null;
}

/** Issue 24: a browser a learner allowed web push on (its PushSubscription). */
export interface PushSubscriptionTable {
  endpoint: string;
  userId: string;
  p256dh: string;
  auth: string;
  createdAt: Timestamp;
}

/** Issue 24: a reminder sent; its id (`user:kind:subject`) is its claim, written once. */
export interface ReminderSentTable {
  id: string;
  userId: string;
  kind: string;
  sentAt: Timestamp;
}

/** Issue 24: a module question's place in a learner's spaced review (an FSRS card as JSON). */
export interface SpacedReviewCardTable {
  userId: string;
  moduleId: string;
  itemId: string;
  dueAt: Timestamp;
  card: string;
  /** The card's stability and last review, for reads of many cards (migration 0037). */
  stability: number;
  lastReviewAt: Timestamp | null;
  updatedAt: Timestamp;
}

export interface DB {
  spacedReviewCard: SpacedReviewCardTable;
  pushSubscription: PushSubscriptionTable;
  reminderSent: ReminderSentTable;
  scheduledJob: ScheduledJobTable;
  organizationGroup: OrganizationGroupTable;
  organizationGroupLearner: OrganizationGroupLearnerTable;
  organizationGroupCoach: OrganizationGroupCoachTable;
  organizationGroupWeekOpening: OrganizationGroupWeekOpeningTable;
  userPhone: UserPhoneTable;
  sessionCheck: SessionCheckTable;
  twoFactor: TwoFactorTable;
  userWallet: UserWalletTable;
  smsOutbox: SmsOutboxTable;
  knownDevice: KnownDeviceTable;
  account: AccountTable;
  userEmail: UserEmailTable;
  verification: VerificationTable;
  impersonationLog: ImpersonationLogTable;
  swipeChoice: SwipeChoiceTable;
  swipeGame: SwipeGameTable;
  userTheme: UserThemeTable;
  chat: ChatTable;
  chatMessage: ChatMessageTable;
  imiFlag: ImiFlagTable;
  parentalConsent: ParentalConsentTable;
  authCacheInvalidation: AuthCacheInvalidationTable;
  answer: AnswerTable;
  clientRequest: ClientRequestTable;
  weekJournal: WeekJournalTable;
  user: UserTable;
  session: SessionTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  organizationDomain: OrganizationDomainTable;
  organizationRequest: OrganizationRequestTable;
  mailOutbox: MailOutboxTable;
  contentWeek: ContentWeekTable;
  contentItem: ContentItemTable;
  contentDraft: ContentDraftTable;
  contentHistory: ContentHistoryTable;
  moduleProgress: ModuleProgressTable;
  rateLimitHit: RateLimitHitTable;
}

/** The way toISOString writes a time, as most of SQLite's are stored. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A timestamp as ISO text. One stored that way already is answered as it is: parsing it into a
 * Date to write it back was 2 % of a signed-in profile's cost (issue 22).
 */
export const toIso = (value: Timestamp) =>
  typeof value === 'string' && CANONICAL_ISO.test(value)
    ? value
    : (value instanceof Date ? value : new Date(value)).toISOString();
