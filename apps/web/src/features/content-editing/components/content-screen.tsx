import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { Screen } from '../../../components/layout/screen';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { type ContentScope, contentPaths } from '../api/content-scope';
import { useContentWeeks } from '../api/get-content-weeks';

/** /dashboards/content: the programme's items by week, each with whether it has a draft. */
export function ContentScreen({ scope }: { scope: ContentScope }) {
  const { t } = useTranslation('content-editing');
  const pick = useLocalized();
  const query = useContentWeeks(scope);
  return (
    <Screen
      title={t(scope.orgId ? 'list.ownTitle' : 'list.title')}
      intro={t(scope.orgId ? 'list.ownIntro' : 'list.intro')}
    >
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('list.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {query.data?.map((week) => (
          <Box
            key={week.id}
            component="section"
            aria-labelledby={`week-${week.id}`}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography id={`week-${week.id}`} variant="h2">
              {t('list.week', { number: week.number, title: pick(week.title) })}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {week.items.map((item) => (
                <Paper
                  key={item.id}
                  component="li"
                  variant="outlined"
                  sx={{
                    p: 1.5,
                    borderRadius: radius.lg,
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Link component={RouterLink} to={contentPaths(scope).item(item.id)}>
                      {pick(item.title)}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {t(`kinds.${item.kind}`)}
                    </Typography>
                  </Box>
                  {item.isNew && <Chip size="small" color="primary" label={t('list.new')} />}
                  {item.hasDraft && !item.isNew && <Chip size="small" label={t('list.draft')} />}
                  {item.publishedAt && (
                    <Chip size="small" variant="outlined" label={t('list.edited')} />
                  )}
                </Paper>
              ))}
            </Box>
            {week.canAdd.length > 0 && (
              <Box
                component="nav"
                aria-label={t('list.addTo', { number: week.number })}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {week.canAdd.map((kind) => (
                  <Button
                    key={kind}
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={contentPaths(scope).new(week.id, kind)}
                  >
                    {t('list.add', { kind: t(`kinds.${kind}`) })}
                  </Button>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </QueryState>
    </Screen>
  );
}
