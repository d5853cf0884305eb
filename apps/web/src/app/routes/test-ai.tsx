import { ImiTest } from '../../features/imi/components/imi-test';

export function Component() {
  return <ImiTest />;
}
