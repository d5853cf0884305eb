import { ProgrammeEnd } from '../../../features/modules/components/programme-end';

export function Component() {
  return <ProgrammeEnd />;
}
