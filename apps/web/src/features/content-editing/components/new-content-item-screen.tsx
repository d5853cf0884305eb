import { type NewContentItemKind, newContentItemKinds } from '@leerloop/contracts';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Screen } from '../../../components/layout/screen';
import { useCreateContentItem } from '../api/content-item';
import { type ContentScope, contentPaths } from '../api/content-scope';
import { useContentWeeks } from '../api/get-content-weeks';
import { newItemData } from './content-structure';
import { ItemEditor } from './content-item-screen';

/**
 * /dashboards/content/new/{weekId}/{kind}: a new item's form, at the smallest size its kind
 * allows and with every text empty; its first save adds it to the week as a draft, and the
 * editor goes on at the item's own page.
 */
export function NewContentItemScreen({
  weekId,
  kind,
  scope,
}: {
  weekId: string;
  kind: NewContentItemKind;
  scope: ContentScope;
}) {
  const { t } = useTranslation('content-editing');
  const query = useContentWeeks(scope);
  const create = useCreateContentItem(weekId, kind, scope);
  const navigate = useNavigate();
  const created = create.data;
  useEffect(() => {
    if (created) void navigate(contentPaths(scope).item(created.id), { replace: true });
  }, [created, navigate, scope]);
  const week = query.data?.find((found) => found.id === weekId);
  const canAdd = newContentItemKinds.includes(kind) && week?.canAdd.includes(kind);
  return (
    <Screen title={t('new.title')} width={1100}>
      <Link component={RouterLink} to={contentPaths(scope).list}>
        {t('item.back')}
      </Link>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('list.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {week && canAdd ? (
          <ItemEditor
            isUnsaved
            scope={scope}
            change={create}
            item={{
              id: '',
              kind,
              weekId,
              weekNumber: week.number,
              imagesUrl: week.imagesUrl,
              published: null,
              isNew: true,
              publishedAt: null,
              draft: newItemData(kind, week.images[0]),
              draftUpdatedAt: null,
            }}
          />
        ) : (
          <Typography>{t('new.cannotAdd')}</Typography>
        )}
      </QueryState>
    </Screen>
  );
}
