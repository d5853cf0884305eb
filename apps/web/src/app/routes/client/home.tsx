import { HomeScreen } from '../../../features/dashboard/components/home-screen';
import { WeekOverview } from '../../../features/modules/components/week-overview';

export function Component() {
  return <HomeScreen programme={<WeekOverview />} />;
}
