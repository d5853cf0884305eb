import type { Db } from '../src/db/database.ts';
import { newId } from '../src/lib/ids.ts';

/** An organisation of its own for a test (a unique slug), straight in the database. */
export async function createOrganization(db: Db, name: string) {
  const id = newId();
  await db
    .insertInto('organization')
    .values({
      id,
      name,
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`,
      logo: null,
      metadata: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Makes a user a member of an organisation with a role (member, admin, owner). */
export async function addMember(db: Db, organizationId: string, userId: string, role = 'member') {
  await db
    .insertInto('member')
    .values({ id: newId(), organizationId, userId, role, createdAt: new Date().toISOString() })
    .execute();
}
