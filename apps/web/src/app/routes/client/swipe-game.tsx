import { useParams } from 'react-router';
import { SwipeGame } from '../../../features/swipe-game/components/swipe-game';

export function Component() {
  const { id = '' } = useParams();
  return <SwipeGame key={id} deckId={id} />;
}
