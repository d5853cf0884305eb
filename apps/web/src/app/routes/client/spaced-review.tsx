import { SpacedReviewScreen } from '../../../features/modules/components/spaced-review-screen';

/** /dashboards/herhaling: the learner's spaced review (issue 24). */
export function Component() {
  return <SpacedReviewScreen />;
}
