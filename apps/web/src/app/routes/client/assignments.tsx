import { AssignmentsScreen } from '../../../features/assignments/components/assignments-screen';

export function Component() {
  return <AssignmentsScreen />;
}
