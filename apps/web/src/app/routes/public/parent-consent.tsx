import { ParentConsentPage } from '../../../features/consent/components/parent-consent-page';

export function Component() {
  return <ParentConsentPage />;
}
