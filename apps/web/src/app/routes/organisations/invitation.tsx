import { InvitationPage } from '../../../features/organisations/components/invitation-page';

export function Component() {
  return <InvitationPage />;
}
