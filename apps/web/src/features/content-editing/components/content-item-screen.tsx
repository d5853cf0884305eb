import { type ContentItemView, contentIssuesOf, type Language } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Screen } from '../../../components/layout/screen';
import { toApiError, useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  type ContentItemChange,
  useChangeContentItem,
  useContentItem,
  useDeleteContentItem,
} from '../api/content-item';
import { type ContentScope, contentPaths } from '../api/content-scope';
import { ContentHistory } from './content-history';
import { ContentPreview } from './content-preview';
import { RightAnswers } from './right-answers';
import { ContentFields, type FieldsContext } from './content-fields';
import { labelParts, shownAtField } from './localized-fields';

const languages = ['nl', 'mc'] as const satisfies readonly Language[];

/** /dashboards/content/{itemId}: one item's texts in Dutch and Darija, its preview and history. */
export function ContentItemScreen({ itemId, scope }: { itemId: string; scope: ContentScope }) {
  const { t } = useTranslation('content-editing');
  const query = useContentItem(itemId, scope);
  // Here, not in the form: the form starts anew with each answer, its outcome stays on screen.
  const change = useChangeContentItem(itemId, scope);
  const remove = useDeleteContentItem(itemId, scope);
  const navigate = useNavigate();
  return (
    <Screen title={t('item.title')} width={1100}>
      <Link component={RouterLink} to={contentPaths(scope).list}>
        {t('item.back')}
      </Link>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('item.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {query.data && (
          // A new draft from the server (saved, published, thrown away) starts the form anew.
          <ItemEditor
            key={`${query.data.draftUpdatedAt}-${query.data.publishedAt}`}
            item={query.data}
            scope={scope}
            change={change}
            onDelete={
              query.data.isNew
                ? () =>
                    remove.mutate(undefined, {
                      onSuccess: () => navigate(contentPaths(scope).list),
                    })
                : undefined
            }
          />
        )}
      </QueryState>
    </Screen>
  );
}

/**
 * The form of an item: its texts and lists, right answers, preview and history. `isUnsaved`: a
 * new item not sent yet (its first save adds it); `onDelete`: deletes a new, unpublished item.
 */
export function ItemEditor({
  item,
  scope,
  change,
  isUnsaved = false,
  onDelete,
}: {
  item: ContentItemView;
  scope: ContentScope;
  change: UseMutationResult<ContentItemView, Error, ContentItemChange>;
  isUnsaved?: boolean;
  onDelete?: () => void;
}) {
  const { t } = useTranslation(['content-editing', 'validation']);
  const errorText = useErrorText();
  const stored = item.draft ?? item.published;
  const [data, setData] = useState<unknown>(stored);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('nl');
  const isChanged = JSON.stringify(data) !== JSON.stringify(stored);
  const hasDraft = item.draft !== null;
  const [hasTriedSaving, setHasTriedSaving] = useState(false);
  const [said, setSaid] = useState('');
  // What to focus once the change that asked for it is drawn (a new entry, a moved one).
  const focusTarget = useRef<string | null>(null);
  // Checked here with the schema the server checks with: once the admin tried to save, each
  // problem shows at its field and goes away as it is put right.
  const ownProblems = hasTriedSaving ? contentIssuesOf(item.kind, data) : [];
  const problems =
    ownProblems.length || !change.error ? ownProblems : (toApiError(change.error).issues ?? []);
  const problemAt = (path: string) => problems.find((issue) => issue.path === path)?.message;
  const elsewhere = problems.filter((issue) => !shownAtField(data, issue.path));
  useEffect(() => {
    if (!focusTarget.current) return;
    document.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });
  // The same function at every drawing: the texts' fields are drawn again only when they change.
  const onChange = useCallback<FieldsContext['onChange']>((makeData, after) => {
    setData((current: unknown) => makeData(current));
    if (after?.focus) focusTarget.current = after.focus;
    if (after?.said) setSaid(after.said);
  }, []);
  const fields: FieldsContext = {
    data,
    onChange,
    problemAt,
    label: (path) => label(path),
  };
  /** Sends the change when the data fits its kind's schema; shows the problems otherwise. */
  const send = (mutation: Parameters<typeof change.mutate>[0]) => {
    setHasTriedSaving(true);
    if (
      'data' in mutation &&
      mutation.data !== undefined &&
      contentIssuesOf(item.kind, data).length
    )
      return;
    change.mutate(mutation);
  };
  const segment = (part: string) => (/^\d+$/.test(part) ? Number(part) : part);
  const label = (path: (string | number)[]) =>
    labelParts(data, path)
      .map((part) =>
        part.kind === 'field'
          ? t(`fields.${part.name}`)
          : `${t(part.kind === 'itemType' ? `itemTypes.${part.name}` : `lists.${part.name}`)} ${part.number}`,
      )
      .join(' · ');

  const status = isUnsaved
    ? t('item.notSaved')
    : item.isNew
      ? t('item.newDraft', { date: formatDate(item.draftUpdatedAt!, 'dateTime') })
      : hasDraft
        ? t('item.draftSaved', { date: formatDate(item.draftUpdatedAt!, 'dateTime') })
        : item.publishedAt
          ? t('item.published', { date: formatDate(item.publishedAt, 'dateTime') })
          : t('item.asInFiles');
  const done =
    change.isSuccess && !isChanged
      ? change.variables.action === 'publish'
        ? t('item.publishedNow')
        : change.variables.action === 'save'
          ? t('item.savedNow')
          : t('item.discardedNow')
      : null;

  return (
    <>
      <Box>
        <Typography variant="h2">
          {isUnsaved
            ? t('item.newOf', { kind: t(`kinds.${item.kind}`), week: item.weekNumber })
            : t('item.of', { kind: t(`kinds.${item.kind}`), week: item.weekNumber, id: item.id })}
        </Typography>
        <Typography role="status" color="text.secondary">
          {status}
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        aria-label={t('item.form')}
        onSubmit={(event) => {
          event.preventDefault();
          send({ action: 'save', data });
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <ContentFields context={fields} path={[]} />
        {elsewhere.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {elsewhere.map((issue) => (
              <FormHelperText component="li" key={issue.path} error>
                {[
                  label(issue.path.split('.').slice(1).map(segment)),
                  t(`validation:${issue.message}`),
                ]
                  .filter(Boolean)
                  .join(': ')}
              </FormHelperText>
            ))}
          </Box>
        )}
        <RightAnswers kind={item.kind} data={data} onChange={setData} />
        <FormFeedback
          error={
            ownProblems.length ? t('item.problems') : change.error ? errorText(change.error) : null
          }
          done={done}
        />
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {said}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            type="submit"
            variant="outlined"
            disabled={(!isChanged && !isUnsaved) || change.isPending}
          >
            {t('item.save')}
          </Button>
          <Button
            variant="contained"
            disabled={(!isChanged && !hasDraft && !isUnsaved) || change.isPending}
            onClick={() => send({ action: 'publish', ...((isChanged || isUnsaved) && { data }) })}
          >
            {t('item.publish')}
          </Button>
          {onDelete && (
            <Button color="error" disabled={change.isPending} onClick={onDelete}>
              {t('item.delete')}
            </Button>
          )}
          {!item.isNew && (hasDraft || isChanged) && (
            <Button
              color="error"
              disabled={change.isPending}
              onClick={() => {
                setData(item.published);
                if (hasDraft) change.mutate({ action: 'discard' });
              }}
            >
              {t('item.discard')}
            </Button>
          )}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="content-preview" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="content-preview" variant="h2">
          {t('preview.title')}
        </Typography>
        <FilterToggle
          label={t('preview.language')}
          value={previewLanguage}
          options={languages}
          labelOf={(language) => t(`languages.${language}`)}
          onChange={setPreviewLanguage}
        />
        <Box
          lang={previewLanguage === 'mc' ? 'ar' : 'nl'}
          dir={previewLanguage === 'mc' ? 'rtl' : 'ltr'}
          data-testid="content-preview"
        >
          <ContentPreview
            kind={item.kind}
            data={data}
            imagesUrl={item.imagesUrl}
            language={previewLanguage}
          />
        </Box>
      </Box>
      {!isUnsaved && <ContentHistory itemId={item.id} scope={scope} onRestore={setData} />}
    </>
  );
}
