import type { Db } from '../../db/database.ts';
import { addMember } from './members.repository.ts';

/** The organization table: names, web addresses (slugs), logos and metadata. */
export function createOrganisationsRepository(db: Db) {
  return {
    /** The organisation with this web address, if any. */
    findBySlug: (slug: string) =>
      db
        .selectFrom('organization')
        .select(['id', 'name', 'slug', 'metadata'])
        .where('slug', '=', slug)
        .executeTakeFirst(),

    /** Every organisation with its metadata (few of them: a scan is fine). */
    all: () => db.selectFrom('organization').select(['id', 'name', 'slug', 'metadata']).execute(),

    async insert(organization: {
      id: string;
      name: string;
      slug: string;
      metadata: string | null;
      createdAt: string;
    }) {
      await db.insertInto('organization').values(organization).execute();
    },

    /** A new organisation together with its first member, an Admin: both or neither. */
    async insertWithAdmin(
      organization: { id: string; name: string; slug: string; metadata: string; createdAt: string },
      adminId: string,
    ) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('organization').values(organization).execute();
        await addMember(trx, {
          organizationId: organization.id,
          userId: adminId,
          role: 'admin',
          createdAt: organization.createdAt,
        });
      });
    },

    async rename(organizationId: string, names: { name: string; slug: string }) {
      await db.updateTable('organization').set(names).where('id', '=', organizationId).execute();
    },

    /** Changes the metadata by `change`, read and written in one transaction. */
    async updateMetadata(organizationId: string, change: (metadata: string | null) => string) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('organization')
          .select('metadata')
          .where('id', '=', organizationId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('organization')
          .set({ metadata: change(row.metadata) })
          .where('id', '=', organizationId)
          .execute();
      });
    },

    async nameOf(organizationId: string) {
      const row = await db
        .selectFrom('organization')
        .select('name')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      return row.name;
    },

    async logoOf(organizationId: string) {
      const row = await db
        .selectFrom('organization')
        .select('logo')
        .where('id', '=', organizationId)
        .executeTakeFirst();
      return row?.logo;
    },

    async setLogo(organizationId: string, logo: string | null) {
      await db.updateTable('organization').set({ logo }).where('id', '=', organizationId).execute();
    },

    /** Its members, invitations, domains and requests go with it (foreign keys). */
    async remove(organizationId: string) {
      await db.deleteFrom('organization').where('id', '=', organizationId).execute();
    },
  };
}

export type OrganisationsRepository = ReturnType<typeof createOrganisationsRepository>;
