import { useParams } from 'react-router';
import { ContentItemScreen } from '../../../features/content-editing/components/content-item-screen';
import { ContentScreen } from '../../../features/content-editing/components/content-screen';

/** Issue 23 item 6: the programme's items, and one item's editor (platform admins). */
export function Component() {
  const { itemId } = useParams();
  return itemId ? <ContentItemScreen itemId={itemId} /> : <ContentScreen />;
}
