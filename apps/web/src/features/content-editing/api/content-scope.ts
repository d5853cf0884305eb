import { paths } from '../../../config/paths';

/**
 * Whose items the editor shows: the shared programme (platform admins) or one organisation's own
 * additions (its Admins, decision 061). Every request and screen of the editor takes one.
 */
export interface ContentScope {
  orgId?: string;
}

export const sharedProgramme: ContentScope = {};

/** The cache keys' part that tells the scopes apart. */
export const scopeKey = (scope: ContentScope) => scope.orgId ?? 'shared';

/** The editor's screens in a scope. */
export const contentPaths = ({ orgId }: ContentScope) =>
  orgId
    ? {
        list: paths.dashboards.orgContent(orgId),
        item: (itemId: string) => paths.dashboards.orgContentItem(orgId, itemId),
        new: (weekId: string, kind: string) => paths.dashboards.orgContentNew(orgId, weekId, kind),
      }
    : {
        list: paths.dashboards.content,
        item: paths.dashboards.contentItem,
        new: paths.dashboards.contentNew,
      };
