import { useParams } from 'react-router';
import { ModuleEnd } from '../../../features/modules/components/module-end';

export function Component() {
  const { moduleId = '' } = useParams();
  return <ModuleEnd moduleId={moduleId} />;
}
