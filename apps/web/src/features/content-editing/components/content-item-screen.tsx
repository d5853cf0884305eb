import type { ContentItemView, Language } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError, useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { radius } from '../../../lib/theme';
import { useChangeContentItem, useContentItem } from '../api/content-item';
import { ContentHistory } from './content-history';
import { ContentPreview } from './content-preview';
import { RightAnswers } from './right-answers';
import { labelParts, localizedFields, withText } from './localized-fields';

const languages = ['nl', 'mc'] as const satisfies readonly Language[];

/** /dashboards/content/{itemId}: one item's texts in Dutch and Darija, its preview and history. */
export function ContentItemScreen({ itemId }: { itemId: string }) {
  const { t } = useTranslation('content-editing');
  const query = useContentItem(itemId);
  // Here, not in the form: the form starts anew with each answer, its outcome stays on screen.
  const change = useChangeContentItem(itemId);
  return (
    <Screen title={t('item.title')} width={1100}>
      <Link component={RouterLink} to={paths.dashboards.content}>
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
            change={change}
          />
        )}
      </QueryState>
    </Screen>
  );
}

function ItemEditor({
  item,
  change,
}: {
  item: ContentItemView;
  change: ReturnType<typeof useChangeContentItem>;
}) {
  const { t } = useTranslation(['content-editing', 'validation']);
  const errorText = useErrorText();
  const stored = item.draft ?? item.published;
  const [data, setData] = useState<unknown>(stored);
  const [previewLanguage, setPreviewLanguage] = useState<Language>('nl');
  const isChanged = JSON.stringify(data) !== JSON.stringify(stored);
  const hasDraft = item.draft !== null;
  const problems = change.error ? toApiError(change.error).issues : [];
  const problemAt = (key: string, language: Language) =>
    problems.find((issue) => issue.path === `data.${key}.${language}`);
  const label = (path: (string | number)[]) =>
    labelParts(data, path)
      .map((part) =>
        part.kind === 'field'
          ? t(`fields.${part.name}`)
          : `${t(part.kind === 'itemType' ? `itemTypes.${part.name}` : `lists.${part.name}`)} ${part.number}`,
      )
      .join(' · ');

  const status = hasDraft
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
          {t('item.of', {
            kind: t(`kinds.${item.kind}`),
            week: item.weekNumber,
            id: item.id,
          })}
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
          change.mutate({ action: 'save', data });
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {localizedFields(data).map((field) => (
          <Paper
            key={field.key}
            component="fieldset"
            variant="outlined"
            sx={{ m: 0, p: 2, borderRadius: radius.lg, minWidth: 0 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
              {label(field.path)}
            </Typography>
            {/* Side by side on a wide screen; stacked on a phone. */}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
              }}
            >
              {languages.map((language) => {
                const problem = problemAt(field.key, language);
                return (
                  <TextField
                    key={language}
                    label={t(`languages.${language}`)}
                    value={field.value[language]}
                    onChange={(event) =>
                      setData((current: unknown) =>
                        withText(current, field.path, language, event.target.value),
                      )
                    }
                    multiline
                    minRows={1}
                    error={Boolean(problem)}
                    helperText={problem ? t(`validation:${problem.message}`) : undefined}
                    slotProps={{
                      htmlInput:
                        language === 'mc' ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'nl' },
                    }}
                  />
                );
              })}
            </Box>
          </Paper>
        ))}
        <RightAnswers kind={item.kind} data={data} onChange={setData} />
        <FormFeedback error={change.error ? errorText(change.error) : null} done={done} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="outlined" disabled={!isChanged || change.isPending}>
            {t('item.save')}
          </Button>
          <Button
            variant="contained"
            disabled={(!isChanged && !hasDraft) || change.isPending}
            onClick={() => change.mutate({ action: 'publish', ...(isChanged && { data }) })}
          >
            {t('item.publish')}
          </Button>
          {(hasDraft || isChanged) && (
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
      <ContentHistory itemId={item.id} onRestore={setData} />
    </>
  );
}
