import { useParams } from 'react-router';
import { WeekAnswers } from '../../../features/assignments/components/week-answers';
import { useMicrolearningModules } from '../../../features/modules/api/get-microlearning-modules';
import { WeekScores } from '../../../features/modules/components/week-scores';
import { EvolutionScreen } from '../../../features/story/components/evolution-screen';
import { WeekSwipes } from '../../../features/swipe-game/components/deck-choices';

/** The evolution view brings together what four features know about one week. */
export function Component() {
  const week = Number(useParams().week);
  const deck = useMicrolearningModules().data?.weeks.find((w) => w.number === week)?.swipeDeck;
  return (
    <EvolutionScreen
      key={week}
      week={week}
      modules={<WeekScores week={week} />}
      swipes={deck && deck.state !== 'locked' && <WeekSwipes deckId={deck.id} />}
      answers={<WeekAnswers week={week} />}
    />
  );
}
