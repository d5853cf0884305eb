import { AccountScreen } from '../../../features/account/components/account-screen';
import { MyDataSection } from '../../../features/privacy/components/my-data-section';
import { NotificationsSection } from '../../../features/settings/components/notifications-section';

export function Component() {
  return (
    <AccountScreen
      dataSection={
        <>
          <NotificationsSection />
          <MyDataSection />
        </>
      }
    />
  );
}
