import type { SwipeChoice, swipeResult } from '@leerloop/contracts';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MIN_CROWD } from '@leerloop/contracts';
import { popIn, riseIn } from '../../../components/feedback/celebration';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';

type SwipeResult = z.infer<typeof swipeResult>;

/** The card just swiped; its result follows a moment later, from the server. */
export interface ShownCard {
  cardId: string;
  statement: string;
  choice: SwipeChoice;
  result?: SwipeResult;
  /** Swiped offline (issue 24): the explanation comes once the connection returns. */
  isQueued?: boolean;
}

/** A fact judged right or wrong, or an opinion (no right or wrong). */
export const verdictKey = (isCorrect: boolean | null) =>
  isCorrect === null ? 'opinion' : isCorrect ? 'right' : 'wrong';

const tones = {
  right: { border: 'success.main', text: 'success.dark', Icon: CheckCircleIcon },
  wrong: { border: 'error.main', text: 'error.dark', Icon: CancelIcon },
  opinion: { border: 'info.main', text: 'info.dark', Icon: ForumIcon },
} as const;

interface Props {
  shown: ShownCard;
  /** The deck's last card: going on shows the result. */
  isLast: boolean;
  onNext: () => void;
  /** Takes this card back; no button without it. */
  onUndo?: () => void;
}

/**
 * After a swipe, in the card's place (where the eye is): what the learner chose, whether a fact
 * was judged right, why, and the group; then on to the next card. The keyboard lands on that
 * button and the panel is scrolled into the screen when it does not fit.
 */
export function CardFeedback({
  shown: { statement, choice, result, isQueued },
  isLast,
  onNext,
  onUndo,
}: Props) {
  const { t } = useTranslation('swipe');
  const pick = useLocalized();
  const panelRef = useRef<HTMLElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const tone = result ? tones[verdictKey(result.isCorrect)] : undefined;

  useEffect(() => {
    nextRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panelRef.current?.scrollIntoView({
      block: 'nearest',
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, []);

  return (
    <Paper
      ref={panelRef}
      component="section"
      aria-label={t('feedbackLabel')}
      elevation={4}
      sx={{
        p: 3,
        borderRadius: radius.xl,
        border: 2,
        borderColor: tone?.border ?? 'divider',
        display: 'grid',
        gap: 1.5,
        minHeight: { xs: 200, sm: 260 },
        alignContent: 'start',
        scrollMarginBottom: 16,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('youChose', { choice: t(choice === 'agree' ? 'agree' : 'disagree'), statement })}
      </Typography>
      {/* Keyed: without keys Preact (decision 057) matched the verdict's box to the actions'
          box below and built the "next" button anew, losing the focus it was just given. */}
      {result && tone ? (
        <Box key="verdict" sx={{ display: 'grid', gap: 1, ...riseIn() }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <tone.Icon sx={{ color: tone.text, fontSize: 36, ...popIn }} aria-hidden />
            <Typography variant="h2" component="p" sx={{ fontSize: '1.35rem', color: tone.text }}>
              {t(verdictKey(result.isCorrect))}
            </Typography>
          </Box>
          <Typography sx={{ fontSize: '1.05rem' }}>{pick(result.explanation)}</Typography>
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
        </Box>
      ) : isQueued ? (
        <Typography key="queued" role="status">
          {t('savedOffline')}
        </Typography>
      ) : (
        <LinearProgress
          key="checking"
          aria-label={t('checking')}
          sx={{ borderRadius: radius.sm }}
        />
      )}
      <Box key="actions" sx={{ display: 'grid', gap: 1, justifyItems: 'center', mt: 1 }}>
        <Button ref={nextRef} variant="contained" size="large" fullWidth onClick={onNext}>
          {t(isLast ? 'toResult' : 'next')}
        </Button>
        {onUndo && (
          <Button startIcon={<UndoIcon />} onClick={onUndo}>
            {t('undo')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
