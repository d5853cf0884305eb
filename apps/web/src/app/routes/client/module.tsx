import { useParams } from 'react-router';
import { LearningLoop } from '../../../features/modules/components/learning-loop';

export function Component() {
  const { moduleId = '' } = useParams();
  return <LearningLoop moduleId={moduleId} />;
}
