import type { Language, Localized } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { radius } from '../../../lib/theme';
import {
  editableLists,
  moduleEntryTypes,
  newEntry,
  valueAt,
  withEntryAdded,
  withEntryMoved,
  withEntryRemoved,
} from './content-structure';
import { type FieldPath, isLocalized, withText } from './localized-fields';

const languages = ['nl', 'mc'] as const satisfies readonly Language[];

export interface FieldsContext {
  data: unknown;
  /** Applies a change to the item's data; `focus`: a selector to focus once it is drawn. */
  onChange: (change: (data: unknown) => unknown, after?: { focus?: string; said?: string }) => void;
  /** The problem's message (i18n `validation`) at a path as the server names it (`data.…`). */
  problemAt: (path: string) => string | undefined;
  /** A path's label, e.g. `Kaart 3 · Titel`. */
  label: (path: FieldPath) => string;
}

/** The DOM id of a list's entry, for moving focus to it. */
export const entryDomId = (path: FieldPath) => `entry-${path.join('-')}`;
const problemKey = (path: FieldPath) => ['data', ...path].join('.');

/**
 * The item's data as a form: each text in Dutch and Darija side by side (stacked on a phone),
 * each list (cards and questions, options, steps, statements, tasks, takeaways) with its entries
 * to add, remove and move. Other values (ids, images, answer types) are kept as they are.
 */
export function ContentFields({ context, path }: { context: FieldsContext; path: FieldPath }) {
  const value = valueAt(context.data, path);
  if (isLocalized(value))
    return (
      <LocalizedField
        path={path}
        value={value}
        label={context.label(path)}
        problemNl={context.problemAt(problemKey([...path, 'nl']))}
        problemMc={context.problemAt(problemKey([...path, 'mc']))}
        onChange={context.onChange}
      />
    );
  if (Array.isArray(value))
    return editableLists.has(String(path.at(-1))) ? (
      <EntryList context={context} path={path} entries={value} />
    ) : null;
  if (typeof value === 'object' && value !== null)
    return (
      <>
        {Object.keys(value).map((key) => (
          <ContentFields key={key} context={context} path={[...path, key]} />
        ))}
      </>
    );
  return null;
}

/**
 * One text in both languages. Drawn again only when its own text, label or problems change: a
 * module has some sixty texts, and each keystroke changes one.
 */
const LocalizedField = memo(
  function LocalizedField({
    path,
    value,
    label,
    problemNl,
    problemMc,
    onChange,
  }: {
    path: FieldPath;
    value: Localized;
    label: string;
    problemNl: string | undefined;
    problemMc: string | undefined;
    onChange: FieldsContext['onChange'];
  }) {
    const { t } = useTranslation(['content-editing', 'validation']);
    return (
      <Paper
        component="fieldset"
        variant="outlined"
        sx={{ m: 0, p: 2, borderRadius: radius.lg, minWidth: 0 }}
      >
        <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
          {label}
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
            const problem = language === 'nl' ? problemNl : problemMc;
            return (
              <TextField
                key={language}
                label={t(`languages.${language}`)}
                value={value[language]}
                onChange={(event) =>
                  onChange((data) => withText(data, path, language, event.target.value))
                }
                multiline
                minRows={1}
                error={Boolean(problem)}
                helperText={problem ? t(`validation:${problem}`) : undefined}
                slotProps={{
                  htmlInput:
                    language === 'mc' ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'nl' },
                }}
              />
            );
          })}
        </Box>
      </Paper>
    );
  },
  (before, after) =>
    before.value === after.value &&
    before.label === after.label &&
    before.problemNl === after.problemNl &&
    before.problemMc === after.problemMc &&
    before.onChange === after.onChange &&
    before.path.join('.') === after.path.join('.'),
);

function EntryList({
  context,
  path,
  entries,
}: {
  context: FieldsContext;
  path: FieldPath;
  entries: unknown[];
}) {
  const { t } = useTranslation(['content-editing', 'validation']);
  const name = String(path.at(-1));
  const headingId = `${entryDomId(path)}-heading`;
  const problem = context.problemAt(problemKey(path));
  const entryLabel = (index: number) =>
    context
      .label([...path, index])
      .split(' · ')
      .at(-1)!;
  const add = (type?: (typeof moduleEntryTypes)[number]) => {
    const index = entries.length;
    context.onChange((data) => withEntryAdded(data, path, newEntry(name, type)), {
      focus: `#${entryDomId([...path, index])} textarea:not([aria-hidden])`,
      said: t('structure.added', { entry: entryLabelOf(t, name, index, type) }),
    });
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-describedby={problem ? `${headingId}-problem` : undefined}
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id={headingId} component="h3" variant="h3" tabIndex={-1}>
        {path.length > 1
          ? `${context.label(path.slice(0, -1))} · ${t(`listTitles.${name}`)}`
          : t(`listTitles.${name}`)}
      </Typography>
      {problem && (
        <FormHelperText id={`${headingId}-problem`} error>
          {t(`validation:${problem}`)}
        </FormHelperText>
      )}
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {entries.map((entry, index) => {
          const entryPath = [...path, index];
          const key = (entry as { id?: unknown }).id;
          const label = entryLabel(index);
          const correctProblem = context.problemAt(problemKey([...entryPath, 'correct']));
          const move = (to: number, action: 'up' | 'down') =>
            context.onChange((data) => withEntryMoved(data, path, index, to), {
              // The moved entry's same button, or the other one at either end of the list.
              focus: `#${entryDomId([...path, to])} [data-action="${
                (action === 'up' && to === 0) || (action === 'down' && to === entries.length - 1)
                  ? action === 'up'
                    ? 'down'
                    : 'up'
                  : action
              }"]`,
              said: t('structure.moved', { entry: label, place: to + 1 }),
            });
          return (
            <Paper
              key={typeof key === 'string' ? key : index}
              component="li"
              id={entryDomId(entryPath)}
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: radius.lg, display: 'grid', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography
                  component="h4"
                  variant="subtitle1"
                  sx={{ flexGrow: 1, fontWeight: 700 }}
                >
                  {label}
                </Typography>
                <Button
                  size="small"
                  data-action="up"
                  aria-label={t('structure.moveUpNamed', { entry: label })}
                  disabled={index === 0}
                  onClick={() => move(index - 1, 'up')}
                >
                  {t('structure.moveUp')}
                </Button>
                <Button
                  size="small"
                  data-action="down"
                  aria-label={t('structure.moveDownNamed', { entry: label })}
                  disabled={index === entries.length - 1}
                  onClick={() => move(index + 1, 'down')}
                >
                  {t('structure.moveDown')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('structure.removeNamed', { entry: label })}
                  onClick={() =>
                    context.onChange((data) => withEntryRemoved(data, path, index), {
                      focus: `#${headingId}`,
                      said: t('structure.removed', { entry: label }),
                    })
                  }
                >
                  {t('structure.remove')}
                </Button>
              </Box>
              <ContentFields context={context} path={entryPath} />
              {correctProblem && (
                <FormHelperText error>{t(`validation:${correctProblem}`)}</FormHelperText>
              )}
            </Paper>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {name === 'items' ? (
          moduleEntryTypes.map((type) => (
            <Button key={type} variant="outlined" size="small" onClick={() => add(type)}>
              {t('structure.add', { entry: t(`itemTypes.${type}`) })}
            </Button>
          ))
        ) : (
          <Button variant="outlined" size="small" onClick={() => add()}>
            {t('structure.add', { entry: t(`lists.${name}`) })}
          </Button>
        )}
      </Box>
    </Box>
  );
}

const entryLabelOf = (
  t: (key: string) => string,
  name: string,
  index: number,
  type: string | undefined,
) => `${t(type ? `itemTypes.${type}` : `lists.${name}`)} ${index + 1}`;
