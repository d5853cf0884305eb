import { can } from '@leerloop/contracts';
import { useParams } from 'react-router';
import { useOrganizations } from '../../../features/organisations/api/organisations';
import { GroupOverviewScreen } from '../../../features/groups/components/group-overview-screen';
import { GroupsScreen } from '../../../features/groups/components/groups-screen';
import { LearnerPathScreen } from '../../../features/groups/components/learner-path-screen';

/** Issue 23: the groups list, a group's overview, and one learner's path in it. */
export function Component() {
  const { groupId, userId } = useParams();
  const organizations = useOrganizations().data?.organizations ?? [];
  if (groupId && userId) return <LearnerPathScreen groupId={groupId} userId={userId} />;
  if (groupId) return <GroupOverviewScreen groupId={groupId} />;
  const manageable = organizations.filter((o) => can(o.role, 'groups:manage'));
  return <GroupsScreen manageable={manageable} />;
}
