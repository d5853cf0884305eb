import { ThemeStep } from '../../../features/onboarding/components/theme-step';

export function Component() {
  return <ThemeStep />;
}
