import type { Db } from '../../db/database.ts';
import { embedOriginsIn } from './organisation-metadata.ts';

/**
 * Who may show /iframe in a frame (PRODUCT.md): this site, the sites the deployment allows for
 * everyone (IFRAME_ORIGINS), and those the organisation in `?org=<slug>` lists.
 */
export function createFrameAncestors({ db, iframeOrigins }: { db: Db; iframeOrigins: string[] }) {
  return async (orgSlug: string | null) => {
    const organization =
      orgSlug && orgSlug.length <= 64
        ? await db
            .selectFrom('organization')
            .select('metadata')
            .where('slug', '=', orgSlug.toLowerCase())
            .executeTakeFirst()
        : undefined;
    return [...new Set([...iframeOrigins, ...embedOriginsIn(organization?.metadata ?? null)])];
  };
}
export type FrameAncestors = ReturnType<typeof createFrameAncestors>;
