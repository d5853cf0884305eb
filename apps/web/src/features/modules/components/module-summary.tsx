import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningContent } from '../api/get-microlearning-content';
import { radius } from '../../../lib/theme';

/** /dashboards/games/summary/{moduleId}: the key takeaways. */
export function ModuleSummary({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningContent(moduleId);
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('moduleLoadFailed')}
      notFoundText={t('notFound')}
      onRetry={() => void query.refetch()}
    >
      {query.data && (
        <Paper
          component="section"
          sx={{ p: { xs: 3, sm: 4 }, maxWidth: 720, mx: 'auto', borderRadius: radius.xl }}
        >
          <Typography variant="h1" component="h1" gutterBottom>
            {t('summary.title', { title: pick(query.data.title) })}
          </Typography>
          <Typography color="text.secondary">{t('summary.intro')}</Typography>
          <List>
            {query.data.takeaways.map((takeaway, i) => (
              <ListItem key={i} alignItems="flex-start">
                <ListItemIcon>
                  <CheckCircle sx={{ color: 'success.dark' }} aria-hidden />
                </ListItemIcon>
                <ListItemText primary={pick(takeaway)} />
              </ListItem>
            ))}
          </List>
          <Button component={Link} to={paths.dashboards.games} variant="contained">
            {t('backToGames')}
          </Button>
        </Paper>
      )}
    </QueryState>
  );
}
