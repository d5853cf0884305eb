import { AccountScreen } from '../../../features/account/components/account-screen';
import { MyDataSection } from '../../../features/privacy/components/my-data-section';
import { NotificationsSection } from '../../../features/settings/components/notifications-section';
import { RemindersSection } from '../../../features/settings/components/reminders-section';
import { WeekStreakSection } from '../../../features/settings/components/week-streak-section';

export function Component() {
  return (
    <AccountScreen
      dataSection={
        <>
          <NotificationsSection />
          <RemindersSection />
          <WeekStreakSection />
          <MyDataSection />
        </>
      }
    />
  );
}
