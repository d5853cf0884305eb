import SwipeIcon from '@mui/icons-material/Swipe';
import type { ProgrammeWeek } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';

type Deck = NonNullable<ProgrammeWeek['swipeDeck']>;

const actions = { new: 'games.play', 'in-progress': 'games.playOn', done: 'games.result' } as const;

/** The games page's card of a week's swipe deck, beside its modules: the game itself. */
export function SwipeDeckTile({ deck }: { deck: Deck }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const titleId = useId();
  if (deck.state === 'locked') return null;
  const action = t(actions[deck.state]);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: 2,
        borderRadius: radius.xl,
        display: 'flex',
        gap: 2,
        borderInlineStart: 6,
        borderColor: 'info.main',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          flexShrink: 0,
          borderRadius: radius.lg,
          bgcolor: 'primary.main',
          color: 'common.white',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <SwipeIcon sx={{ fontSize: 40 }} />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
          {t('home.swipeDeck')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" variant="h3" sx={{ fontSize: '1.05rem' }}>
            {pick(deck.title)}
          </Typography>
          <Chip
            size="small"
            label={t(`states.${deck.state}`)}
            color={deck.state === 'done' ? 'success' : deck.state === 'new' ? 'info' : 'warning'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('next.about.swipe-deck')}
        </Typography>
        <Box>
          <Button
            component={Link}
            to={paths.dashboards.swipeGame(deck.id)}
            variant={deck.state === 'done' ? 'outlined' : 'contained'}
            size="small"
            aria-label={`${action}: ${pick(deck.title)}`}
          >
            {action}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
