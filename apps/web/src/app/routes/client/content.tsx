import type { NewContentItemKind } from '@leerloop/contracts';
import { useParams } from 'react-router';
import { ContentItemScreen } from '../../../features/content-editing/components/content-item-screen';
import { ContentScreen } from '../../../features/content-editing/components/content-screen';
import { NewContentItemScreen } from '../../../features/content-editing/components/new-content-item-screen';

/**
 * Issue 23 item 6: the programme's items, one item's editor, a new item's: the shared programme
 * (platform admins), or under an organisation its own additions (its Admins).
 */
export function Component() {
  const { itemId, weekId, kind, orgId } = useParams();
  const scope = orgId ? { orgId } : {};
  if (weekId && kind)
    return <NewContentItemScreen weekId={weekId} kind={kind as NewContentItemKind} scope={scope} />;
  return itemId ? (
    <ContentItemScreen itemId={itemId} scope={scope} />
  ) : (
    <ContentScreen scope={scope} />
  );
}
