import { BrainfoodScreen } from '../../../features/brainfood/components/brainfood-screen';

export function Component() {
  return <BrainfoodScreen />;
}
