import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from '../../lib/ids.ts';
import type { Auth } from '../auth/auth.ts';
import type { MembersRepository } from '../organisations/members.repository.ts';
import type { OrganisationsRepository } from '../organisations/organisations.repository.ts';
import type { DemoRepository } from './demo.repository.ts';

export const DEMO_ORGANIZATION = {
  name: 'Leerloop Demo',
  slug: 'leerloop-demo',
  accessCode: 'LEERLOOP',
};

const demoPeople = [
  {
    key: 'learner',
    email: 'demo@leerloop.local',
    firstName: 'Sam',
    lastName: 'de Vries',
    role: 'member',
  },
  {
    key: 'coach',
    email: 'coach@leerloop.local',
    firstName: 'Noor',
    lastName: 'Haddou',
    role: 'admin',
  },
  {
    // The platform's own admin: no organisation, the AI test page.
    key: 'admin',
    email: 'admin@leerloop.local',
    firstName: 'Ayla',
    lastName: 'Beheer',
    role: null,
  },
] as const;

type Credentials = Record<(typeof demoPeople)[number]['key'], { email: string; password: string }>;

/**
 * Loads the demo organisation with a learner and a coach, and a platform admin (idempotent). Their passwords are made
 * once per data directory, kept in demo-accounts.json (mode 600) and returned for the log.
 */
export async function seedDemo({
  users,
  organisations,
  members,
  auth,
  dataDir,
}: {
  users: DemoRepository;
  organisations: Pick<OrganisationsRepository, 'findBySlug' | 'insert'>;
  members: Pick<MembersRepository, 'addMember'>;
  auth: Auth;
  dataDir: string;
}) {
  const file = join(dataDir, 'demo-accounts.json');
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Credentials>)
    : {};
  const authContext = await auth.$context;
  const now = new Date().toISOString();

  let organizationId = (await organisations.findBySlug(DEMO_ORGANIZATION.slug))?.id;
  if (!organizationId) {
    organizationId = newId();
    await organisations.insert({
      id: organizationId,
      name: DEMO_ORGANIZATION.name,
      slug: DEMO_ORGANIZATION.slug,
      metadata: JSON.stringify({ accessCode: DEMO_ORGANIZATION.accessCode }),
      createdAt: now,
    });
  }

  const credentials = {} as Credentials;
  for (const person of demoPeople) {
    const password = saved[person.key]?.password ?? `demo-${randomBytes(6).toString('base64url')}`;
    let userId = await users.userIdByEmail(person.email);
    if (!userId) {
      const created = await authContext.internalAdapter.createUser(
        {
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          firstName: person.firstName,
          lastName: person.lastName,
          langSelected: 'nl',
          emailVerified: true,
        },
        { method: 'admin' },
      );
      userId = created.id;
    }
    // Hashed only when written: a password hash is slow on purpose, and a start with the
    // accounts in place writes none (issue 22).
    const hash = () => authContext.password.hash(password);
    if (!(await users.hasAccount(userId))) {
      await authContext.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: await hash(),
      });
    } else if (!saved[person.key]) {
      await authContext.internalAdapter.updatePassword(userId, await hash());
    }
    if (person.role === null) await users.makePlatformAdmin(userId);
    // Already a member: as they are.
    else await members.addMember({ organizationId, userId, role: person.role, createdAt: now });
    if (person.key === 'learner') {
      // The demo shows a programme under way: started eight days ago, so weeks 1 and 2 are open.
      await users.finishOnboardingAt(userId, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    }
    credentials[person.key] = { email: person.email, password };
  }
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
