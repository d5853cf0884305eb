import { TestAiScreen } from '../../features/imi/components/test-ai-screen';

export function Component() {
  return <TestAiScreen />;
}
