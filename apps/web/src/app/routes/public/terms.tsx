import { LegalPage } from '../../../features/privacy/components/legal-page';

export function Component() {
  return <LegalPage document="terms" />;
}
