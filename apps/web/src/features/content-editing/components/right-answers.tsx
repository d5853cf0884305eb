import type { ContentItemData, ContentItemKind, Localized } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';

interface Choice {
  /** Where the answer sits: the entry's list and index. */
  list: 'items' | 'cards';
  index: number;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/**
 * The right answer of each question of a module (multiple choice, true or false) and each
 * statement of a swipe deck (agree, disagree, or none for an opinion), to choose from a list.
 * Answers are kept as the content has them: an option's id, a boolean, `agree` / `disagree`.
 */
export function RightAnswers({
  kind,
  data,
  onChange,
}: {
  kind: ContentItemKind;
  data: unknown;
  onChange: (data: unknown) => void;
}) {
  const { t } = useTranslation('content-editing');
  const pick = useLocalized();
  const choices: Choice[] = [];
  if (kind === 'module')
    (data as ContentItemData<'module'>).items.forEach((item, index) => {
      const label = (text: Localized) =>
        `${t(`itemTypes.${item.type}`)} ${index + 1}: ${pick(text)}`;
      if (item.type === 'multiple-choice')
        choices.push({
          list: 'items',
          index,
          label: label(item.question),
          value: item.correct,
          options: item.options.map((option) => ({ value: option.id, label: pick(option.text) })),
        });
      if (item.type === 'true-false')
        choices.push({
          list: 'items',
          index,
          label: label(item.statement),
          value: String(item.correct),
          options: [
            { value: 'true', label: t('answers.true') },
            { value: 'false', label: t('answers.false') },
          ],
        });
    });
  if (kind === 'swipe-deck')
    (data as ContentItemData<'swipe-deck'>).cards.forEach((card, index) =>
      choices.push({
        list: 'cards',
        index,
        label: `${t('lists.cards')} ${index + 1}: ${pick(card.statement)}`,
        value: card.correct ?? 'none',
        options: [
          { value: 'agree', label: t('answers.agree') },
          { value: 'disagree', label: t('answers.disagree') },
          { value: 'none', label: t('answers.none') },
        ],
      }),
    );
  if (!choices.length) return null;

  const choose = ({ list, index }: Choice, value: string) => {
    const record = data as Record<string, Record<string, unknown>[]>;
    const entries = record[list]!.map((entry, i) => {
      if (i !== index) return entry;
      if (entry.type === 'true-false') return { ...entry, correct: value === 'true' };
      if (value === 'none') {
        const { correct: _none, ...opinion } = entry;
        return opinion;
      }
      return { ...entry, correct: value };
    });
    onChange({ ...record, [list]: entries });
  };

  return (
    <Box component="section" aria-labelledby="right-answers" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="right-answers" variant="h2">
        {t('answers.title')}
      </Typography>
      {choices.map((choice) => (
        <TextField
          key={`${choice.list}-${choice.index}`}
          select
          label={choice.label}
          value={choice.value}
          onChange={(event) => choose(choice, event.target.value)}
        >
          {choice.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Box>
  );
}
