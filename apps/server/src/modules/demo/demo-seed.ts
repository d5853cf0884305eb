import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { Auth } from '../auth/auth.ts';

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
export async function seedDemo({ db, auth, dataDir }: { db: Db; auth: Auth; dataDir: string }) {
  const file = join(dataDir, 'demo-accounts.json');
  const saved = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Credentials>)
    : {};
  const authContext = await auth.$context;
  const now = new Date().toISOString();

  let organization = await db
    .selectFrom('organization')
    .select('id')
    .where('slug', '=', DEMO_ORGANIZATION.slug)
    .executeTakeFirst();
  if (!organization) {
    organization = { id: newId() };
    await db
      .insertInto('organization')
      .values({
        id: organization.id,
        name: DEMO_ORGANIZATION.name,
        slug: DEMO_ORGANIZATION.slug,
        logo: null,
        metadata: JSON.stringify({ accessCode: DEMO_ORGANIZATION.accessCode }),
        createdAt: now,
      })
      .execute();
  }

  const credentials = {} as Credentials;
  for (const person of demoPeople) {
    const password = saved[person.key]?.password ?? `demo-${randomBytes(6).toString('base64url')}`;
    let user = await db
      .selectFrom('user')
      .select('id')
      .where('email', '=', person.email)
      .executeTakeFirst();
    if (!user) {
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
      user = { id: created.id };
    }
    const hash = await authContext.password.hash(password);
    const account = await db
      .selectFrom('account' as never)
      .select('id' as never)
      .where('userId' as never, '=', user.id as never)
      .executeTakeFirst();
    if (!account) {
      await authContext.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
    } else if (!saved[person.key]) {
      await authContext.internalAdapter.updatePassword(user.id, hash);
    }
    if (person.role === null) {
      await db.updateTable('user').set({ role: 'admin' }).where('id', '=', user.id).execute();
    }
    const membership = await db
      .selectFrom('member')
      .select('id')
      .where('userId', '=', user.id)
      .where('organizationId', '=', organization.id)
      .executeTakeFirst();
    if (!membership && person.role !== null) {
      await db
        .insertInto('member')
        .values({
          id: newId(),
          organizationId: organization.id,
          userId: user.id,
          role: person.role,
          createdAt: now,
        })
        .execute();
    }
    if (person.key === 'learner') {
      // The demo shows a programme under way: started eight days ago, so weeks 1 and 2 are open.
      await db
        .updateTable('user')
        .set({ onboardingFinishedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString() })
        .where('id', '=', user.id)
        .where('onboardingFinishedAt', 'is', null)
        .execute();
    }
    credentials[person.key] = { email: person.email, password };
  }
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}
