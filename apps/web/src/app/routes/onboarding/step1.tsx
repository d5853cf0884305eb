import { AccessCodeStep } from '../../../features/onboarding/components/access-code-step';

export function Component() {
  return <AccessCodeStep />;
}
