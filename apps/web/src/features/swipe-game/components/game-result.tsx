import { MIN_CROWD } from '@leerloop/contracts';
import CelebrationIcon from '@mui/icons-material/CelebrationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Celebration, popIn, riseIn } from '../../../components/feedback/celebration';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { type useDeck, useGamesOverview } from '../api/swipe-game';
import { DeckChoices } from './deck-choices';
import { radius } from '../../../lib/theme';

type Deck = NonNullable<ReturnType<typeof useDeck>['data']>;

/**
 * The finished-all-cards message, the score, the learner's choices and the group's average.
 * Right after the last card (`justFinished`) with confetti; `weekDone` when that also finished
 * the week.
 */
export function GameResult({
  deck,
  justFinished,
  weekDone,
}: {
  deck: Deck;
  justFinished: boolean;
  weekDone?: ReactNode;
}) {
  const { t } = useTranslation('swipe');
  const overview = useGamesOverview();
  const group = overview.data?.decks.find((d) => d.deckId === deck.id);
  const { score, facts } = deck.state;
  // The cards are gone: the keyboard and the screen reader go on at the message.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <>
      {justFinished && <Celebration />}
      <Box
        role="status"
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          bgcolor: 'background.paper',
          p: 3,
          borderRadius: radius.xl,
        }}
      >
        <CelebrationIcon sx={{ fontSize: 48, color: 'warning.dark', ...popIn }} aria-hidden />
        <Box>
          <Typography variant="h2" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
            {t('finishedAll')}
          </Typography>
          <Typography sx={riseIn(300)}>{t('score', { score: score ?? 0, facts })}</Typography>
        </Box>
      </Box>
      {weekDone}
      <Panel title={t('groupTitle')}>
        <Typography>
          {group?.averagePercent != null
            ? t('groupAverage', { players: group.players, percent: group.averagePercent })
            : t('groupTooFew', { count: MIN_CROWD })}
        </Typography>
      </Panel>
      <Panel title={t('yourChoices')}>
        <DeckChoices deck={deck} />
      </Panel>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button component={Link} to={paths.dashboards.home} variant="contained">
          {t('toHome')}
        </Button>
        <Button component={Link} to={paths.dashboards.evolution(deck.week)} variant="outlined">
          {t('toEvolution')}
        </Button>
      </Box>
    </>
  );
}
