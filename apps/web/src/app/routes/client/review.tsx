import { ReviewList } from '../../../features/review/components/review-list';

export function Component() {
  return <ReviewList />;
}
