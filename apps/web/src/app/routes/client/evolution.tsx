import { useParams } from 'react-router';
import { WeekAnswers } from '../../../features/assignments/components/week-answers';
import { WeekScores } from '../../../features/modules/components/week-scores';
import { EvolutionScreen } from '../../../features/story/components/evolution-screen';

/** The evolution view brings together what three features know about one week. */
export function Component() {
  const week = Number(useParams().week);
  return (
    <EvolutionScreen
      key={week}
      week={week}
      modules={<WeekScores week={week} />}
      answers={<WeekAnswers week={week} />}
    />
  );
}
