import {
  type ContentHistoryEntry,
  type ContentItemView,
  contentIssuesOf,
  contentItemSchemas,
  contentItemTitle,
} from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { contentImageUrl } from '../programme/content-image-url.ts';
import type { ContentEditingRepository } from './content-editing.repository.ts';

/**
 * Issue 23 item 6: a platform admin edits the programme's items (the routes' guard says who).
 * A draft is checked against its kind's schema when saved, so a publish never fails on it.
 */
export function createContentEditing({
  repository,
  now = () => new Date(),
}: {
  repository: ContentEditingRepository;
  now?: () => Date;
}) {
  async function view(itemId: string): Promise<ContentItemView> {
    const item = await repository.item(itemId);
    if (!item) throw new AppError('CONTENT_ITEM_NOT_FOUND');
    return {
      id: item.id,
      kind: item.kind,
      weekId: item.weekId,
      weekNumber: item.weekNumber,
      imagesUrl: contentImageUrl(item.folder, 'images/'),
      published: JSON.parse(item.data),
      publishedAt: item.publishedAt,
      draft: item.draft === null ? null : JSON.parse(item.draft),
      draftUpdatedAt: item.draftUpdatedAt,
    };
  }

  return {
    async weeks() {
      return (await repository.weeks()).map((week) => ({
        id: week.id,
        number: week.number,
        title: (JSON.parse(week.data) as { title: { nl: string; mc: string } }).title,
        items: week.items.map((item) => ({
          id: item.id,
          kind: item.kind,
          title: contentItemTitle(item.kind, JSON.parse(item.data)),
          hasDraft: item.hasDraft,
          publishedAt: item.publishedAt,
        })),
      }));
    },

    item: view,

    async saveDraft(itemId: string, data: unknown, by: string) {
      const item = await view(itemId);
      const issues = contentIssuesOf(item.kind, data);
      if (issues.length) throw new AppError('VALIDATION_ERROR', { issues });
      const valid = contentItemSchemas[item.kind].parse(data);
      if (valid.id !== itemId)
        throw new AppError('VALIDATION_ERROR', {
          issues: [{ path: 'data.id', message: 'content_id_changed' }],
        });
      await repository.saveDraft(itemId, JSON.stringify(valid), by, now());
      return view(itemId);
    },

    async discardDraft(itemId: string) {
      await view(itemId);
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

export type ContentEditing = ReturnType<typeof createContentEditing>;
