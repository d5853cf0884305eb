import { AssignmentsScreen } from '../../../features/assignments/components/assignments-screen';
import { ConsentGate } from '../../../features/consent/components/consent-gate';

export function Component() {
  return (
    <ConsentGate>
      <AssignmentsScreen />
    </ConsentGate>
  );
}
