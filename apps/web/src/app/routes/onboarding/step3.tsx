import { RewardStep } from '../../../features/onboarding/components/reward-step';

export function Component() {
  return <RewardStep />;
}
