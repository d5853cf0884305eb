import { UsersScreen } from '../../../features/admin/components/users-screen';

export function Component() {
  return <UsersScreen />;
}
