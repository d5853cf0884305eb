import type { AnswerResult } from '@leerloop/contracts';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FireIcon from '@mui/icons-material/LocalFireDepartment';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { riseIn } from '../../../components/feedback/celebration';
import { useLocalized } from '../../../lib/localized';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { Question } from './question-view';
import { streakWords } from './streak';

interface Props {
  question: Question;
  result: AnswerResult | undefined;
  /** Right answers in a row up to this question (kind words from three on). */
  streak: number;
  /** The question's place in the module: varies the kind words. */
  turn: number;
}

/**
 * Right or wrong, the right answer, why, and kind words on a streak. Shown to the eye beside
 * the next action, and said to a screen reader once, when the answer comes in (a question
 * answered before — a resumed module — is only shown). Mounted before the answer, so its live
 * region exists when the words arrive.
 */
export function AnswerFeedback({ question, result, streak, turn }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const [wasAnsweredBefore] = useState(() => Boolean(result));

  const rightAnswer = () => {
    if (!result) return '';
    if (question.type === 'multiple-choice')
      return pick(question.options.find((o) => o.id === result.correct)!.text);
    if (question.type === 'true-false') return result.correct ? t('loop.true') : t('loop.false');
    return (result.correct as string[])
      .map((id, i) => `${i + 1}. ${pick(question.steps.find((s) => s.id === id)!.text)}`)
      .join(' ');
  };

  const words = result?.isCorrect ? streakWords(streak, turn) : null;
  const lines = result && {
    verdict: result.isCorrect ? t('loop.correct') : t('loop.incorrect'),
    words: words ? t(words.key, words.values) : '',
    right: result.isCorrect ? '' : t('loop.rightAnswer', { answer: rightAnswer() }),
    explanation: pick(result.explanation),
  };
  const announcement =
    lines && !wasAnsweredBefore
      ? [lines.verdict, lines.words, lines.right && withStop(lines.right), lines.explanation]
          .filter(Boolean)
          .join(' ')
      : '';

  return (
    <>
      {result && lines && (
        <Alert
          // The live region below speaks; the box itself is not an alert.
          role="none"
          severity={result.isCorrect ? 'success' : 'error'}
          icon={result.isCorrect ? <CheckCircleIcon /> : <CancelIcon />}
          sx={{ ...riseIn(), '& .MuiAlert-message': { display: 'grid', gap: 0.5 } }}
        >
          <Typography sx={{ fontWeight: 700 }}>{lines.verdict}</Typography>
          {lines.words && (
            <Typography sx={{ fontWeight: 700, display: 'flex', gap: 0.5, alignItems: 'center' }}>
              <FireIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />
              {lines.words}
            </Typography>
          )}
          {lines.right && <Typography>{lines.right}</Typography>}
          <Typography>{lines.explanation}</Typography>
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}

/** A sentence read aloud ends with a full stop, so the next one is not run into it. */
const withStop = (text: string) => (/[.!?؟]$/.test(text) ? text : `${text}.`);
