import type { SwipeChoice } from '@leerloop/contracts';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MIN_CROWD } from '@leerloop/contracts';
import { useLocalized } from '../../../lib/localized';
import type { useSwipe } from '../api/swipe-game';
import { radius } from '../../../lib/theme';

type SwipeResult = NonNullable<NonNullable<ReturnType<typeof useSwipe>['data']>['result']>;

export interface SwipeOutcome {
  statement: string;
  result: SwipeResult;
}

/** After a swipe: what the learner chose, whether a fact was judged right, why, and the group. */
export function CardFeedback({ outcome: { statement, result } }: { outcome: SwipeOutcome }) {
  const { t } = useTranslation('swipe');
  const pick = useLocalized();
  const choiceText = (choice: SwipeChoice) => t(choice === 'agree' ? 'agree' : 'disagree');
  return (
    <Paper sx={{ p: 2, borderRadius: radius.xl, display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('youChose', { choice: choiceText(result.choice), statement })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        {result.isCorrect ? (
          <CheckIcon sx={{ color: 'success.dark' }} aria-hidden />
        ) : (
          <InfoIcon color="primary" aria-hidden />
        )}
        <Typography sx={{ fontWeight: 700 }}>
          {result.isCorrect === null ? t('opinion') : result.isCorrect ? t('right') : t('wrong')}{' '}
          <Box component="span" sx={{ fontWeight: 400 }}>
            {pick(result.explanation)}
          </Box>
        </Typography>
      </Box>
      {result.crowd ? (
        <Box>
          <Typography variant="body2">
            {t('crowd', { percent: result.crowd.agreePercent, count: result.crowd.count })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={result.crowd.agreePercent}
            aria-hidden
            sx={{ height: 6, borderRadius: radius.sm, mt: 0.5 }}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('crowdTooFew', { count: MIN_CROWD })}
        </Typography>
      )}
    </Paper>
  );
}
