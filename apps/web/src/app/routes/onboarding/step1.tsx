import { useTranslation } from 'react-i18next';
import { AccessCodeStep } from '../../../features/onboarding/components/access-code-step';
import {
  useMySuggestions,
  useOrganizations,
} from '../../../features/organisations/api/organisations';
import { WaitingForMe } from '../../../features/organisations/components/waiting-for-me';

/**
 * Someone who joined already (an invitation, a school's sign-in) or asked to join where their
 * address's domain suggested it needs no access code; what waits for them is shown here too.
 */
export function Component() {
  const { t } = useTranslation('onboarding');
  const joined = useOrganizations().data?.organizations ?? [];
  const asked = (useMySuggestions().data?.suggestions ?? []).filter(
    (suggestion) => suggestion.status === 'pending',
  );
  const ready = joined.length
    ? t('code.joined', { names: joined.map((organization) => organization.name).join(', ') })
    : asked.length
      ? t('code.asked', { names: asked.map((request) => request.organizationName).join(', ') })
      : null;
  return <AccessCodeStep ready={ready} aside={<WaitingForMe />} />;
}
