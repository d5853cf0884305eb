import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useDeck } from '../api/swipe-game';

type Deck = NonNullable<ReturnType<typeof useDeck>['data']>;

/** Each statement of a deck with what the learner chose. */
export function DeckChoices({ deck }: { deck: Deck }) {
  const { t } = useTranslation('swipe');
  const pick = useLocalized();
  return (
    <List dense>
      {deck.cards
        .filter((card) => deck.state.choices[card.id])
        .map((card) => (
          <ListItem key={card.id} disableGutters divider>
            <ListItemText
              primary={pick(card.statement)}
              secondary={t(deck.state.choices[card.id] === 'agree' ? 'agree' : 'disagree')}
            />
          </ListItem>
        ))}
    </List>
  );
}

/** The evolution view's part: the week's swipe game, its score and the learner's choices. */
export function WeekSwipes({ deckId }: { deckId: string }) {
  const { t } = useTranslation(['swipe', 'common']);
  const query = useDeck(deckId);
  if (query.isPending) return <Typography>{t('common:loading')}</Typography>;
  if (!query.data) return <Typography>{t('loadFailed')}</Typography>;
  const { state } = query.data;
  const play = (
    <Link component={RouterLink} to={paths.dashboards.swipeGame(deckId)}>
      {state.position > 0 ? t('continuePlaying') : t('play')}
    </Link>
  );
  return (
    <>
      <Typography>
        {state.finishedAt
          ? t('score', { score: state.score ?? 0, facts: state.facts })
          : t('notFinished', { count: state.position, total: query.data.cards.length })}{' '}
        {!state.finishedAt && play}
      </Typography>
      <DeckChoices deck={query.data} />
    </>
  );
}
