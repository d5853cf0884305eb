import { useParams } from 'react-router';
import { ReviewAnswer } from '../../../features/review/components/review-answer';

export function Component() {
  const { answerId = '' } = useParams();
  return <ReviewAnswer key={answerId} id={answerId} />;
}
