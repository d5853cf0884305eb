import { useParams } from 'react-router';
import { WeekDone } from '../../../features/modules/components/week-done';
import { SwipeGame } from '../../../features/swipe-game/components/swipe-game';

export function Component() {
  const { id = '' } = useParams();
  return (
    <SwipeGame
      key={id}
      deckId={id}
      weekDone={(week, justFinished) => <WeekDone week={week} celebrate={justFinished} />}
    />
  );
}
