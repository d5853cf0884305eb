import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Celebration, popIn } from '../../../components/feedback/celebration';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { radius } from '../../../lib/theme';

/**
 * /dashboards/end: the whole programme is done — a celebration and a look back, to print or keep
 * as PDF.
 */
export function ProgrammeEnd() {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningModules();
  const modules = query.data?.weeks.flatMap((w) => w.modules) ?? [];
  const done = modules.filter((m) => m.state === 'done').length;
  const isFinished = modules.length > 0 && done === modules.length;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('loadFailed')}
      onRetry={() => void query.refetch()}
    >
      <Paper
        component="section"
        sx={{ p: { xs: 3, sm: 4 }, maxWidth: 760, mx: 'auto', borderRadius: radius.xl }}
      >
        {isFinished ? (
          <>
            <Celebration size="big" />
            <EmojiEventsIcon aria-hidden sx={{ fontSize: 64, color: 'warning.main', ...popIn }} />
            <Typography variant="h1" component="h1" gutterBottom>
              {t('programmeEnd.title')}
            </Typography>
            <Typography color="text.secondary">{t('programmeEnd.intro')}</Typography>
            {query.data?.weeks.map((week) => (
              <Box key={week.number} sx={{ mt: 2 }}>
                <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem' }}>
                  {t('weekOf', { number: week.number, title: pick(week.title) })}
                </Typography>
                <List dense>
                  {week.modules.map((m) => (
                    <ListItem key={m.id}>
                      <ListItemText
                        primary={pick(m.title)}
                        secondary={
                          m.bestScore !== null
                            ? t('bestScore', { score: m.bestScore, total: m.questionCount })
                            : undefined
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
            <Button
              variant="contained"
              onClick={() => window.print()}
              sx={{ mt: 2, '@media print': { display: 'none' } }}
            >
              {t('programmeEnd.print')}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h1" component="h1" gutterBottom>
              {t('programmeEnd.notYet', { count: done, total: modules.length })}
            </Typography>
            <Button component={Link} to={paths.dashboards.games} variant="contained">
              {t('backToGames')}
            </Button>
          </>
        )}
      </Paper>
    </QueryState>
  );
}
