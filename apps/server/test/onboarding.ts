import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { newAccessCode } from '../src/modules/onboarding/access-codes.ts';
import { createOrganization } from './organizations.ts';

type Request = (options: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: object;
}) => Promise<LightMyRequestResponse>;

/**
 * Onboarding's steps as a learner takes them (spec §2): the access code of an organisation of
 * the test's own, then a choice for every theme. Finishing onboarding is left to the test.
 */
export async function takeOnboardingSteps(
  db: Db,
  request: Request,
  session: { headers: Record<string, string> },
) {
  const code = newAccessCode();
  const organizationId = await createOrganization(db, 'Onboardingschool');
  await db
    .updateTable('organization')
    .set({ metadata: JSON.stringify({ accessCode: code }) })
    .where('id', '=', organizationId)
    .execute();
  const { headers } = session;
  await request({ method: 'POST', url: '/api/check-user', headers, payload: { code } });
  const themes = (await request({ method: 'GET', url: '/api/themes', headers })).json().data
    .themes as { id: string }[];
  await request({
    method: 'POST',
    url: '/api/my-themes',
    headers,
    payload: { choices: themes.map(({ id }) => ({ id, choice: 'agree' })) },
  });
  return { organizationId };
}

/** A learner's programme started as finishing onboarding starts it, straight in the database. */
export async function startProgramme(db: Db, userId: string, at = new Date()) {
  await db
    .updateTable('user')
    .set({ onboardingFinishedAt: at.toISOString() })
    .where('id', '=', userId)
    .execute();
}
