import { z } from 'zod';
import { profileFields } from '../auth/auth-fields.ts';
import { orgPermissions, orgRoles } from '../organisations/roles.ts';
import { languages } from '../language.ts';

/**
 * Spec §3 session identity beside `userId` and `actor`: which session, and the organisation it
 * works in (all null, no permissions, for the personal account). The access token carries the
 * same claims.
 */
export const sessionIdentity = z
  .object({
    sessionId: z.string(),
    orgId: z.string().nullable(),
    orgSlug: z.string().nullable(),
    orgRole: z.enum(orgRoles).nullable(),
    orgPermissions: z.array(z.enum(orgPermissions)),
  })
  .meta({ id: 'SessionIdentity' });
export type SessionIdentity = z.infer<typeof sessionIdentity>;

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    /** Optional; shown as the user typed it. */
    username: z.string().nullable(),
    image: z.string().nullable(),
    langSelected: z.enum(languages),
    /** Issue 20: mail me when my coach responds to an answer (on unless turned off). */
    reviewResponseMail: z.boolean(),
    /** Issue 23: mail me a digest of my groups every Monday (on unless turned off). */
    weeklyDigestMail: z.boolean(),
    /** Issue 24: reminders at all (off until turned on), by push or else e-mail, daytime only. */
    reminders: z.boolean(),
    /** Each kind, while reminders are on: a new week opened, a task still open, a coach replied. */
    reminderWeekOpen: z.boolean(),
    reminderAssignmentWaiting: z.boolean(),
    reminderCoachReplied: z.boolean(),
    /** Issue 24: show my week streak on the home screen (off until turned on). */
    weekStreak: z.boolean(),
    /** When the programme started; null until onboarding is finished. */
    onboardingFinishedAt: z.string().nullable(),
    /** Owner or admin of an organisation (`beheerder`): reviews its learners' answers. */
    isCoach: z.boolean(),
    /** Coaches a group (issue 23), as an Admin or a Lid: the menu shows their groups, and
     * they get the weekly digest. */
    isGroupCoach: z.boolean(),
    /** A platform admin: the AI test page, content and health (not a learner). */
    isPlatformAdmin: z.boolean(),
    /** A second step is asked after the password (issue 8). */
    twoFactorEnabled: z.boolean(),
    /** Which: a code texted to the primary phone (the default when on), the authenticator app. */
    secondSteps: z.array(z.enum(['sms', 'totp'])),
    /**
     * Spec §3 session `actor`: the platform admin who is signed in as this user (impersonation),
     * or null for the user's own session.
     */
    actor: z.object({ id: z.string(), email: z.string() }).nullable(),
    /** The session this user was read with (null when read outside a session). */
    session: sessionIdentity.nullable(),
    /** Signs in with a password of ours (not only through an organisation's connection). */
    hasPassword: z.boolean(),
    /**
     * The organisation connection this user signs in with (spec §5): while set, the names come
     * from it and are read-only here; without a password the password section is read-only.
     */
    ssoConnection: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The names the connection provides: read-only here; any other stays the user's own. */
    providedFields: z.array(z.enum(profileFields)),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Spec §5: what a user types to delete their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'Delete account';
