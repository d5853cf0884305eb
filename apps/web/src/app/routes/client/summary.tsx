import { useParams } from 'react-router';
import { ModuleSummary } from '../../../features/modules/components/module-summary';

export function Component() {
  const { moduleId = '' } = useParams();
  return <ModuleSummary moduleId={moduleId} />;
}
