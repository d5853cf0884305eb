import type { AnswerResult, ModuleContentItem } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { OrderSteps } from './order-steps';

type Question = Exclude<ModuleContentItem, { type: 'card' }>;
export type Answer = string | boolean | string[];

interface Props {
  question: Question;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  result: AnswerResult | undefined;
}

/** One question: the choice, and once answered, right or wrong with the explanation. */
export function QuestionView({ question, answer, onAnswer, result }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const isAnswered = Boolean(result);
  const headingId = `question-${question.id}`;

  const rightAnswerText = () => {
    if (!result) return '';
    if (question.type === 'multiple-choice')
      return pick(question.options.find((o) => o.id === result.correct)!.text);
    if (question.type === 'true-false') return result.correct ? t('loop.true') : t('loop.false');
    return (result.correct as string[])
      .map((id, i) => `${i + 1}. ${pick(question.steps.find((s) => s.id === id)!.text)}`)
      .join(' ');
  };

  return (
    <>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
        {pick(question.type === 'true-false' ? question.statement : question.question)}
      </Typography>
      {question.type === 'multiple-choice' && (
        <RadioGroup
          aria-labelledby={headingId}
          value={answer ?? ''}
          onChange={(event) => onAnswer(event.target.value)}
          sx={{ mt: 1 }}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.id}
              value={option.id}
              control={<Radio />}
              label={pick(option.text)}
              disabled={isAnswered}
            />
          ))}
        </RadioGroup>
      )}
      {question.type === 'true-false' && (
        <RadioGroup
          aria-labelledby={headingId}
          value={answer === undefined ? '' : String(answer)}
          onChange={(event) => onAnswer(event.target.value === 'true')}
          sx={{ mt: 1 }}
        >
          <FormControlLabel
            value="true"
            control={<Radio />}
            label={t('loop.true')}
            disabled={isAnswered}
          />
          <FormControlLabel
            value="false"
            control={<Radio />}
            label={t('loop.false')}
            disabled={isAnswered}
          />
        </RadioGroup>
      )}
      {question.type === 'order' && (
        <OrderSteps
          steps={question.steps}
          order={(answer as string[] | undefined) ?? question.steps.map((s) => s.id)}
          onChange={onAnswer}
          isDisabled={isAnswered}
        />
      )}
      {result && (
        <Alert severity={result.isCorrect ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
          <Typography sx={{ fontWeight: 700 }}>
            {result.isCorrect ? t('loop.correct') : t('loop.incorrect')}
          </Typography>
          {!result.isCorrect && (
            <Typography>{t('loop.rightAnswer', { answer: rightAnswerText() })}</Typography>
          )}
          <Typography>{pick(result.explanation)}</Typography>
        </Alert>
      )}
    </>
  );
}
