import { randomBytes } from 'node:crypto';
import {
  type ContentHistoryEntry,
  type ContentItemKind,
  type ContentItemView,
  type ContentWeekView,
  checkContentItem,
  contentItemsPerWeek,
  contentItemTitle,
  can,
  type NewContentItemKind,
  newContentItemKinds,
} from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { MembersRepository } from '../organisations/members.repository.ts';
import { contentImageUrl } from '../programme/content-image-url.ts';
import type { ContentEditingRepository } from './content-editing.repository.ts';

/** The `images/<file>` illustrations named in an item's data. */
const imagesIn = (data: string) =>
  (data.match(/"src":"(images\/[^"]+)"/g) ?? []).map((match) => match.slice(7, -1));

/**
 * A new item's id: the first words of its Dutch title and a few random letters, so it reads in
 * the files and never meets another item's id (decision 060).
 */
export function newItemId(kind: ContentItemKind, data: unknown) {
  const words = (contentItemTitle(kind, data)?.nl ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const suffix = randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(-6);
  return `${words || kind}-${suffix}`;
}

/**
 * Issue 23 item 6: a platform admin edits the shared programme's items (the routes' guard says
 * who); an organisation's Admin (`content:manage`) its own additions (decision 061). A draft is
 * checked against its kind's schema when saved, so a publish never fails on it.
 */
export function createContentEditing({
  repository,
  members,
  now = () => new Date(),
}: {
  repository: ContentEditingRepository;
  members: Pick<MembersRepository, 'membership'>;
  now?: () => Date;
}) {
  const shared = editingOf(null);
  return {
    ...shared,
    /**
     * The editor of an organisation's own additions, for a caller who may (`content:manage`):
     * 404 outside the organisation, 403 for a member who may not.
     */
    async ofOrganisation(userId: string, organizationId: string) {
      const membership = await members.membership(userId, organizationId);
      if (!membership) throw new AppError('NOT_FOUND');
      if (!can(membership.role, 'content:manage')) throw new AppError('FORBIDDEN');
      return editingOf(organizationId);
    },
  };

  /** The shared programme's editing (`owner` null), or one organisation's additions'. */
  function editingOf(owner: string | null) {
    async function view(itemId: string): Promise<ContentItemView> {
      const item = await repository.item(itemId, owner);
      if (!item) throw new AppError('CONTENT_ITEM_NOT_FOUND');
      return {
        id: item.id,
        kind: item.kind,
        weekId: item.weekId,
        weekNumber: item.weekNumber,
        imagesUrl: contentImageUrl(item.folder, 'images/'),
        published: item.isNew ? null : JSON.parse(item.data),
        isNew: item.isNew,
        publishedAt: item.publishedAt,
        draft: item.draft === null ? null : JSON.parse(item.draft),
        draftUpdatedAt: item.draftUpdatedAt,
      };
    }

    return {
      async weeks(): Promise<ContentWeekView[]> {
        return (await repository.weeks(owner)).map((week) => ({
          id: week.id,
          number: week.number,
          title: (JSON.parse(week.data) as { title: { nl: string; mc: string } }).title,
          items: week.items.map((item) => ({
            id: item.id,
            kind: item.kind,
            title: contentItemTitle(item.kind, JSON.parse(item.isNew ? item.draft! : item.data)),
            hasDraft: item.hasDraft,
            isNew: item.isNew,
            publishedAt: item.publishedAt,
          })),
          imagesUrl: contentImageUrl(week.folder, 'images/'),
          images: [...new Set(week.items.flatMap((item) => imagesIn(item.data)))],
          canAdd: newContentItemKinds.filter(
            (kind) =>
              week.kinds.filter((found) => found === kind).length < contentItemsPerWeek[kind],
          ),
        }));
      },

      item: view,

      async saveDraft(itemId: string, data: unknown, by: string) {
        const item = await view(itemId);
        const { valid, issues } = checkContentItem(item.kind, data);
        if (!valid) throw new AppError('VALIDATION_ERROR', { issues });
        if (valid.id !== itemId)
          throw new AppError('VALIDATION_ERROR', {
            issues: [{ path: 'data.id', message: 'content_id_changed' }],
          });
        await repository.saveDraft(itemId, JSON.stringify(valid), by, now());
        return view(itemId);
      },

      /** Adds an item to a week as a draft, with an id of its own (its data's `id` is ignored). */
      async create(weekId: string, kind: NewContentItemKind, data: unknown, by: string) {
        if (!(await repository.week(weekId))) throw new AppError('CONTENT_WEEK_NOT_FOUND');
        if ((await repository.countInWeek(weekId, kind, owner)) >= contentItemsPerWeek[kind])
          throw new AppError('CONTENT_WEEK_FULL');
        // Checked with a stand-in id: the real one is made from the valid title.
        const { valid, issues } = checkContentItem(kind, { ...(data as object), id: 'nieuw' });
        if (!valid) throw new AppError('VALIDATION_ERROR', { issues });
        const id = newItemId(kind, valid);
        await repository.create(
          { id, kind, weekId, organizationId: owner, data: JSON.stringify({ ...valid, id }) },
          by,
          now(),
        );
        return view(id);
      },

      /** Deletes an item added in the app that was never published. */
      async remove(itemId: string) {
        await view(itemId);
        if (!(await repository.deleteNew(itemId))) throw new AppError('CONTENT_ITEM_PUBLISHED');
        return { id: itemId };
      },

      async discardDraft(itemId: string) {
        if ((await view(itemId)).isNew) throw new AppError('CONTENT_ITEM_UNPUBLISHED');
        await repository.discardDraft(itemId);
        return view(itemId);
      },

      async publish(itemId: string, by: string) {
        await view(itemId);
        if (!(await repository.publish(itemId, by, now())))
          throw new AppError('CONTENT_DRAFT_MISSING');
        return view(itemId);
      },

      async history(itemId: string): Promise<ContentHistoryEntry[]> {
        await view(itemId);
        return (await repository.history(itemId)).map((row) => ({
          id: row.id,
          action: row.action,
          changedAt: row.changedAt,
          changedBy: row.changedBy ? { id: row.changedBy, name: row.name ?? '' } : null,
          previous: JSON.parse(row.previousData),
          data: JSON.parse(row.data),
        }));
      },
    };
  }
}

export type ContentEditing = ReturnType<typeof createContentEditing>;
