import { useParams } from 'react-router';
import { OrganizationProfile } from '../../../features/organisations/components/organization-profile';
import { OrganizationsScreen } from '../../../features/organisations/components/organizations-screen';

/** Spec §2 organisation list, and one organisation's profile. */
export function Component() {
  const { orgId } = useParams();
  return orgId ? <OrganizationProfile /> : <OrganizationsScreen />;
}
