import { z } from 'zod';
import {
  assignmentFile,
  brainfoodFile,
  imiAnswer,
  localized,
  moduleFile,
  storyFile,
  swipeDeckFile,
} from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/*
 * Issue 23 item 6: the programme edited in the app by a platform admin. Every item of the
 * programme keeps its published data (what learners see) and may have one draft (only admins see
 * it); publishing keeps the previous data in the item's history.
 */

/** What an item's data must be, by kind: the same schema its file is checked against. */
export const contentItemSchemas = {
  module: moduleFile,
  'swipe-deck': swipeDeckFile,
  assignment: assignmentFile,
  story: storyFile,
  brainfood: brainfoodFile.shape.items.element,
  'imi-answer': imiAnswer,
} as const;
export const contentItemKinds = Object.keys(contentItemSchemas) as ContentItemKind[];
export type ContentItemKind = keyof typeof contentItemSchemas;
export type ContentItemData<K extends ContentItemKind = ContentItemKind> = z.infer<
  (typeof contentItemSchemas)[K]
>;

/** An item's title for the list: its own, its chapter's, or its first question. */
export function contentItemTitle(kind: ContentItemKind, data: unknown) {
  const item = data as ContentItemData;
  if (kind === 'story') return (item as ContentItemData<'story'>).chapter.title;
  if (kind === 'imi-answer') return (item as ContentItemData<'imi-answer'>).answer;
  return (item as { title: z.infer<typeof localized> }).title;
}

/**
 * What is wrong with an item's data by its kind's schema, as field problems the editor shows
 * where they are (i18n `validation`): the server refuses a draft with them, the editor checks
 * the same before it sends one. Paths start with `data.` as the draft's body has it.
 */
export const contentIssuesOf = (kind: ContentItemKind, data: unknown) =>
  checkContentItem(kind, data).issues;

/** An item's data checked by its kind's schema: the valid data, or what is wrong with it. */
export function checkContentItem(kind: ContentItemKind, data: unknown) {
  const result = contentItemSchemas[kind].safeParse(data);
  if (result.success) return { valid: result.data, issues: [] };
  const issues = result.error.issues.map((issue) => {
    const path = ['data', ...issue.path].join('.');
    if (issue.code === 'custom' && typeof issue.params?.i18n === 'string')
      return { path, message: issue.params.i18n };
    if (issue.code === 'too_small' && issue.origin === 'string')
      return { path, message: 'content_text_required' };
    if (issue.code === 'too_small' && issue.origin === 'array')
      return { path, message: 'content_list_too_short' };
    if (issue.code === 'too_big' && issue.origin === 'array')
      return { path, message: 'content_list_too_long' };
    return { path, message: 'content_invalid' };
  });
  return { valid: undefined, issues };
}

/**
 * The kinds an admin adds to a week, and how many of each a week holds: the week file names two
 * or three modules (`weekFile`), Brainfood holds two or three items (`brainfoodFile`), and a week
 * has one swipe deck, one assignment and one chapter of the story (the learner's week shows one
 * of each). Imi's answers are written in files only.
 */
export const contentItemsPerWeek = {
  module: 3,
  'swipe-deck': 1,
  assignment: 1,
  story: 1,
  brainfood: 3,
} as const satisfies Partial<Record<ContentItemKind, number>>;
export type NewContentItemKind = keyof typeof contentItemsPerWeek;
export const newContentItemKinds = Object.keys(contentItemsPerWeek) as NewContentItemKind[];

const itemIdParams = z.object({
  itemId: z.string().regex(/^[a-z0-9-]{1,128}$/, 'invalid_value'),
});

export const contentListItem = z
  .object({
    id: z.string(),
    kind: z.enum(contentItemKinds as [ContentItemKind, ...ContentItemKind[]]),
    title: localized,
    hasDraft: z.boolean(),
    /** Added in the app and never published: learners do not see it yet. */
    isNew: z.boolean(),
    /** When it was last published from the app; null while it is as its file has it. */
    publishedAt: z.string().nullable(),
  })
  .meta({ id: 'ContentListItem' });
const newKind = z.enum(newContentItemKinds as [NewContentItemKind, ...NewContentItemKind[]]);
export type ContentListItem = z.infer<typeof contentListItem>;

export const contentWeekView = z
  .object({
    id: z.string(),
    number: z.number().int(),
    title: localized,
    items: z.array(contentListItem),
    /** Where its `images/<file>` illustrations are served: this, then `<file>`. */
    imagesUrl: z.string(),
    /** The illustrations its items use (`images/<file>`), for a new module's cover. */
    images: z.array(z.string()),
    /** The kinds that may still be added to it (contentItemsPerWeek). */
    canAdd: z.array(newKind),
  })
  .meta({ id: 'ContentWeek' });
export type ContentWeekView = z.infer<typeof contentWeekView>;

/** Every active item of the programme, by week. */
export const getContentWeeks = endpoint({
  method: 'GET',
  path: '/admin/content',
  response: success(z.object({ weeks: z.array(contentWeekView) })).meta({ id: 'ContentWeeks' }),
  errors: ['PLATFORM_ADMIN_ONLY'],
});

/** One item as published, and its draft if there is one. */
export const contentItemView = z
  .object({
    id: z.string(),
    kind: contentListItem.shape.kind,
    weekId: z.string(),
    weekNumber: z.number().int(),
    /** Where the item's `images/<file>` illustrations are served: this, then `<file>`. */
    imagesUrl: z.string(),
    /** Null for an item added in the app and never published (`isNew`). */
    published: z.unknown(),
    isNew: z.boolean(),
    publishedAt: z.string().nullable(),
    draft: z.unknown().nullable(),
    draftUpdatedAt: z.string().nullable(),
  })
  .meta({ id: 'ContentItem' });
export type ContentItemView = z.infer<typeof contentItemView>;
const contentItemResponse = success(contentItemView).meta({ id: 'ContentItemResponse' });

export const getContentItem = endpoint({
  method: 'GET',
  path: '/admin/content/items/:itemId',
  params: itemIdParams,
  response: contentItemResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND'],
});

/** The data is checked against the item's kind's schema by the server (contentItemSchemas). */
export const contentDraftBody = z.object({ data: z.unknown() }).meta({ id: 'ContentDraftBody' });

/** Saves the item's draft (learners still see what is published). */
export const saveContentDraft = endpoint({
  method: 'PUT',
  path: '/admin/content/items/:itemId/draft',
  params: itemIdParams,
  body: contentDraftBody,
  response: contentItemResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND', 'VALIDATION_ERROR'],
});

/** Throws the draft away (a new item is deleted instead: deleteContentItem). */
export const discardContentDraft = endpoint({
  method: 'DELETE',
  path: '/admin/content/items/:itemId/draft',
  params: itemIdParams,
  response: contentItemResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_ITEM_UNPUBLISHED'],
});

export const newContentItemBody = z
  .object({
    kind: newKind,
    /** As its kind's schema has it; the server gives it its id (its title's words and a few
     * random letters), whatever `id` says. */
    data: z.unknown(),
  })
  .meta({ id: 'NewContentItemBody' });

/** Adds an item to a week as a draft: learners see it once it is published. */
export const createContentItem = endpoint({
  method: 'POST',
  path: '/admin/content/weeks/:weekId/items',
  params: z.object({ weekId: z.string().regex(/^[a-z0-9-]{1,128}$/, 'invalid_value') }),
  body: newContentItemBody,
  response: contentItemResponse,
  errors: [
    'PLATFORM_ADMIN_ONLY',
    'CONTENT_WEEK_NOT_FOUND',
    'CONTENT_WEEK_FULL',
    'VALIDATION_ERROR',
  ],
});

/** Deletes an item added in the app that was never published (nobody can have used it). */
export const deleteContentItem = endpoint({
  method: 'DELETE',
  path: '/admin/content/items/:itemId',
  params: itemIdParams,
  response: success(z.object({ id: z.string() })).meta({ id: 'DeletedContentItem' }),
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_ITEM_PUBLISHED'],
});

/** Publishes the draft: learners see it at once; the previous data goes into the history. */
export const publishContentItem = endpoint({
  method: 'POST',
  path: '/admin/content/items/:itemId/publish',
  params: itemIdParams,
  response: contentItemResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_DRAFT_MISSING'],
});

export const contentHistoryEntry = z
  .object({
    id: z.string(),
    /** `publish`: an admin published a draft; `import`: a changed file replaced the data. */
    action: z.enum(['publish', 'import']),
    changedAt: z.string(),
    changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Null at the first publish of an item added in the app. */
    previous: z.unknown(),
    data: z.unknown(),
  })
  .meta({ id: 'ContentHistoryEntry' });
export type ContentHistoryEntry = z.infer<typeof contentHistoryEntry>;

/** The item's changes, newest first. */
export const getContentHistory = endpoint({
  method: 'GET',
  path: '/admin/content/items/:itemId/history',
  params: itemIdParams,
  response: success(z.object({ entries: z.array(contentHistoryEntry) })).meta({
    id: 'ContentHistory',
  }),
  errors: ['PLATFORM_ADMIN_ONLY', 'CONTENT_ITEM_NOT_FOUND'],
});

/*
 * An organisation's own additions (decision 061): its Admins (`content:manage`) add items to a
 * week for their organisation's learners only, and edit, publish and delete those; the same
 * answers as above. Someone outside the organisation gets 404, a member without the permission
 * 403.
 */
const orgIdParam = z.string().min(1).max(128);
const orgParams = z.object({ orgId: orgIdParam });
const orgItemParams = itemIdParams.extend({ orgId: orgIdParam });
const orgErrors = ['NOT_FOUND', 'FORBIDDEN'] as const;

/** The organisation's own items by week (with what may still be added to each). */
export const getOrgContentWeeks = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/content',
  params: orgParams,
  response: getContentWeeks.response,
  errors: orgErrors,
});

export const getOrgContentItem = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/content/items/:itemId',
  params: orgItemParams,
  response: contentItemResponse,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND'],
});

export const saveOrgContentDraft = endpoint({
  method: 'PUT',
  path: '/organizations/:orgId/content/items/:itemId/draft',
  params: orgItemParams,
  body: contentDraftBody,
  response: contentItemResponse,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND', 'VALIDATION_ERROR'],
});

export const discardOrgContentDraft = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/content/items/:itemId/draft',
  params: orgItemParams,
  response: contentItemResponse,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_ITEM_UNPUBLISHED'],
});

export const publishOrgContentItem = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/content/items/:itemId/publish',
  params: orgItemParams,
  response: contentItemResponse,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_DRAFT_MISSING'],
});

export const createOrgContentItem = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/content/weeks/:weekId/items',
  params: createContentItem.params.extend({ orgId: orgIdParam }),
  body: newContentItemBody,
  response: contentItemResponse,
  errors: [...orgErrors, 'CONTENT_WEEK_NOT_FOUND', 'CONTENT_WEEK_FULL', 'VALIDATION_ERROR'],
});

export const deleteOrgContentItem = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/content/items/:itemId',
  params: orgItemParams,
  response: deleteContentItem.response,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND', 'CONTENT_ITEM_PUBLISHED'],
});

export const getOrgContentHistory = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/content/items/:itemId/history',
  params: orgItemParams,
  response: getContentHistory.response,
  errors: [...orgErrors, 'CONTENT_ITEM_NOT_FOUND'],
});
