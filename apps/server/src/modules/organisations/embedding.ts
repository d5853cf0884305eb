import { embedOriginsIn } from './organisation-metadata.ts';
import type { OrganisationsRepository } from './organisations.repository.ts';

/**
 * Who may show /iframe in a frame (PRODUCT.md): this site, the sites the deployment allows for
 * everyone (IFRAME_ORIGINS), and those the organisation in `?org=<slug>` lists.
 */
export function createFrameAncestors({
  organisations,
  iframeOrigins,
}: {
  organisations: Pick<OrganisationsRepository, 'findBySlug'>;
  iframeOrigins: string[];
}) {
  return async (orgSlug: string | null) => {
    const organization =
      orgSlug && orgSlug.length <= 64
        ? await organisations.findBySlug(orgSlug.toLowerCase())
        : undefined;
    return [...new Set([...iframeOrigins, ...embedOriginsIn(organization?.metadata ?? null)])];
  };
}
export type FrameAncestors = ReturnType<typeof createFrameAncestors>;
