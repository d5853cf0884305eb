import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { formatDate } from '../../../lib/dates';
import { radius } from '../../../lib/theme';
import type { ContentScope } from '../api/content-scope';
import { useContentHistory } from '../api/get-content-history';

/**
 * The item's changes, newest first: who published (or which import replaced an edit) and when;
 * the version before a change can be taken into the form again.
 */
export function ContentHistory({
  itemId,
  scope,
  onRestore,
}: {
  itemId: string;
  scope: ContentScope;
  onRestore: (data: unknown) => void;
}) {
  const { t } = useTranslation('content-editing');
  const query = useContentHistory(itemId, scope);
  return (
    <Box component="section" aria-labelledby="content-history" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="content-history" variant="h2">
        {t('history.title')}
      </Typography>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('history.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {query.data?.length === 0 && <Typography>{t('history.empty')}</Typography>}
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {query.data?.map((entry) => (
            <Paper
              key={entry.id}
              component="li"
              variant="outlined"
              sx={{ p: 2, borderRadius: radius.lg, display: 'grid', gap: 1 }}
            >
              <Typography>
                {entry.action === 'publish'
                  ? t('history.published', {
                      name: entry.changedBy?.name ?? t('history.someone'),
                      date: formatDate(entry.changedAt, 'dateYearTime'),
                    })
                  : t('history.imported', { date: formatDate(entry.changedAt, 'dateYearTime') })}
              </Typography>
              {/* The first publish of a new item had nothing before it. */}
              {entry.previous !== null && (
                <Box>
                  <Button size="small" onClick={() => onRestore(entry.previous)}>
                    {t('history.restore')}
                  </Button>
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      </QueryState>
    </Box>
  );
}
