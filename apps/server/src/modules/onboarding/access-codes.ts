import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { DEMO_ORGANIZATION } from '../demo/demo-seed.ts';
import type { MembersRepository } from '../organisations/members.repository.ts';
import type { OrganisationsRepository } from '../organisations/organisations.repository.ts';
import { rateLimited } from '../rate-limit/rate-limited.ts';
import { type RateLimiter, take } from '../rate-limit/rate-limiter.ts';
import { metadataOf } from '../organisations/organisation-metadata.ts';

/** Letters and digits that cannot be mistaken for one another (no I, O, 0, 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 of 32 symbols: 80 bits, out of reach of any guessing. */
const CODE_LENGTH = 16;
const WINDOW_MS = 60 * 60_000;
/** Tries per learner, and wrong codes per client address (a school's learners share one), an hour. */
const TRIES_PER_USER = 10;
const WRONG_CODES_PER_ADDRESS = 100;

/** A new organisation's access code, e.g. `K7QM-3XPD-9RWT-HN4C`. */
export function newAccessCode() {
  const symbols = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return symbols.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** How a code is compared: upper case, without the spaces and dashes people type or leave out. */
const normalised = (code: string) => code.toUpperCase().replace(/[\s-]+/g, '');

/** A normalised code as it was made (`K7QM-3XPD-9RWT-HN4C`): how a group's code is stored. */
const asMade = (code: string) => code.replace(/(.{4})(?!$)/g, '$1-');

/** Where a group's code leads: the group, its organisation, and putting a learner in it. */
export interface GroupCodes {
  findByCode(
    code: string,
  ): Promise<{ id: string; name: string; organizationId: string } | undefined>;
  putLearner(organizationId: string, groupId: string, userId: string): Promise<void>;
}

/** The access code in an organisation's metadata, as it was made (null: it has none). */
export function accessCodeIn(metadata: string | null) {
  const { accessCode } = metadataOf(metadata);
  return typeof accessCode === 'string' ? accessCode : null;
}

/** The metadata with a new access code in place of the old one (the rest kept). */
export const withNewAccessCode = (metadata: string | null) =>
  JSON.stringify({ ...metadataOf(metadata), accessCode: newAccessCode() });

const accessCodeOf = (metadata: string | null) => {
  const code = accessCodeIn(metadata);
  return code === null ? undefined : normalised(code);
};

/**
 * Joining with an access code (issue 18): tries are limited per learner and per client address, and
 * only a long code joins — a short, guessable one (`LEERLOOP`) only in the seeded demo.
 */
export function createAccessCodes({
  organisations,
  members,
  groups,
  limiter,
  isDemoSeeded,
}: {
  organisations: Pick<OrganisationsRepository, 'all' | 'nameOf'>;
  /** Issue 23: a group's own code joins its organisation and the group. */
  groups: GroupCodes;
  members: Pick<MembersRepository, 'addMember'>;
  limiter: RateLimiter;
  isDemoSeeded: boolean;
}) {
  /** Access codes live in the organisation's metadata (few organisations: a scan is fine). */
  const findByCode = async (code: string) =>
    (await organisations.all()).find((o) => accessCodeOf(o.metadata) === code);
  const userBucket = (userId: string) => `access-code:user:${userId}`;
  const addressBucket = (ip: string) => `access-code:address:${ip}`;

  /**
   * Every try of a learner counts (hit first, so a burst cannot slip through), and the wrong
   * ones from the address. While either is spent, no code is checked: a hit would look the same.
   */
  async function assertMayTry(userId: string, ip: string) {
    if ((await limiter.count(addressBucket(ip), WINDOW_MS)) >= WRONG_CODES_PER_ADDRESS)
      throw rateLimited(await limiter.retryAfterSeconds(addressBucket(ip), WINDOW_MS), 'codes');
    const wait = await take(limiter, userBucket(userId), WINDOW_MS, TRIES_PER_USER);
    if (wait) throw rateLimited(wait, 'codes');
  }

  const mayJoinWith = (code: string, slug: string) =>
    code.length >= CODE_LENGTH || (isDemoSeeded && slug === DEMO_ORGANIZATION.slug);

  return {
    /**
     * Joins the organisation of this code as a member (again: no change); a group's code also
     * puts the learner in that group (moving them from another of the organisation's groups).
     * INVALID_CODE if the code is nobody's.
     */
    async join(userId: string, ip: string, typed: string) {
      await assertMayTry(userId, ip);
      const code = normalised(typed);
      const organisation = code ? await findByCode(code) : undefined;
      if (organisation && mayJoinWith(code, organisation.slug)) {
        await members.addMember({ organizationId: organisation.id, userId, role: 'member' });
        return { organization: { id: organisation.id, name: organisation.name }, group: null };
      }
      const group = code.length >= CODE_LENGTH ? await groups.findByCode(asMade(code)) : undefined;
      if (!group) {
        await limiter.hit(addressBucket(ip));
        throw new AppError('INVALID_CODE');
      }
      await members.addMember({ organizationId: group.organizationId, userId, role: 'member' });
      await groups.putLearner(group.organizationId, group.id, userId);
      const name = await organisations.nameOf(group.organizationId);
      return {
        organization: { id: group.organizationId, name },
        group: { id: group.id, name: group.name },
      };
    },
  };
}

export type AccessCodes = ReturnType<typeof createAccessCodes>;
