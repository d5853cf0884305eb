import { AccountScreen } from '../../../features/account/components/account-screen';
import { MyDataSection } from '../../../features/privacy/components/my-data-section';

export function Component() {
  return <AccountScreen dataSection={<MyDataSection />} />;
}
