import type { AnswerResult, ModuleContentItem } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { type Mark, MarkLabel, markedFrame } from './answer-mark';
import { OrderSteps } from './order-steps';

export type Question = Exclude<ModuleContentItem, { type: 'card' }>;
export type Answer = string | boolean | string[];

interface Props {
  question: Question;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  result: AnswerResult | undefined;
}

/**
 * One question. Once answered, the right option is marked green and a wrong choice red (spec
 * §9's colours), each with an icon and a word, so colour is never the only sign.
 */
export function QuestionView({ question, answer, onAnswer, result }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const isAnswered = Boolean(result);
  const headingId = `question-${question.id}`;
  const markOf = (value: string): Mark | undefined => {
    if (!result) return undefined;
    if (value === String(result.correct)) return 'right';
    return value === String(answer) ? 'wrong' : undefined;
  };
  const choices =
    question.type === 'multiple-choice'
      ? question.options.map((option) => ({ value: option.id, label: pick(option.text) }))
      : [
          { value: 'true', label: t('loop.true') },
          { value: 'false', label: t('loop.false') },
        ];

  return (
    <>
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.3rem' }}>
        {pick(question.type === 'true-false' ? question.statement : question.question)}
      </Typography>
      {question.type === 'order' ? (
        <OrderSteps
          steps={question.steps}
          order={(answer as string[] | undefined) ?? question.steps.map((s) => s.id)}
          onChange={onAnswer}
          isDisabled={isAnswered}
          correct={result?.correct as string[] | undefined}
        />
      ) : (
        <RadioGroup
          aria-labelledby={headingId}
          value={answer === undefined ? '' : String(answer)}
          onChange={(event) =>
            onAnswer(
              question.type === 'true-false' ? event.target.value === 'true' : event.target.value,
            )
          }
          sx={{ mt: 1.5, display: 'grid', gap: 1 }}
        >
          {choices.map((choice) => (
            <Choice
              key={choice.value}
              {...choice}
              mark={markOf(choice.value)}
              isChosen={String(answer) === choice.value}
              isDisabled={isAnswered}
            />
          ))}
        </RadioGroup>
      )}
    </>
  );
}

function Choice({
  value,
  label,
  mark,
  isChosen,
  isDisabled,
}: {
  value: string;
  label: string;
  mark: Mark | undefined;
  isChosen: boolean;
  isDisabled: boolean;
}) {
  const { t } = useTranslation('modules');
  return (
    <FormControlLabel
      value={value}
      control={<Radio />}
      disabled={isDisabled}
      label={
        <Box component="span" sx={{ display: 'grid', py: 0.5 }}>
          <span>{label}</span>
          {mark && (
            <MarkLabel
              mark={mark}
              text={t(mark === 'right' ? 'loop.rightOption' : 'loop.wrongChoice')}
            />
          )}
        </Box>
      }
      sx={{
        m: 0,
        pr: 1.5,
        minHeight: 48,
        ...markedFrame(mark, isChosen),
        // A marked option stays readable, not greyed out like the others.
        ...(mark && { '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' } }),
      }}
    />
  );
}
