import { HomeScreen } from '../../../features/dashboard/components/home-screen';

export function Component() {
  return <HomeScreen />;
}
