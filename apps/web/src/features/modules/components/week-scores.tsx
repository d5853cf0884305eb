import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningModules } from '../api/get-microlearning-modules';

/** The evolution view's part: the week's modules, whether they are done and the best score. */
export function WeekScores({ week }: { week: number }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningModules();
  const modules = query.data?.weeks.find((w) => w.number === week)?.modules ?? [];
  if (query.isPending) return <Typography>{t('common:loading')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
      {modules.map((module) => (
        <li key={module.id}>
          <Link component={RouterLink} to={paths.dashboards.module(module.id)}>
            {pick(module.title)}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {module.bestScore !== null
              ? t('bestScore', { score: module.bestScore, total: module.questionCount })
              : t(`states.${module.state}`)}
          </Typography>
        </li>
      ))}
    </Box>
  );
}
