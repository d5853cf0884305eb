import { AccountScreen } from '../../../features/account/components/account-screen';

export function Component() {
  return <AccountScreen />;
}
