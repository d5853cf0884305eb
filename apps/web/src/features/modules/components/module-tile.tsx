import type { ModuleSummary } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RenderApart } from '../../../components/layout/render-apart';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { radius } from '../../../lib/theme';

const stateColor = {
  new: 'info',
  'in-progress': 'warning',
  done: 'success',
  locked: 'default',
} as const;

function ModuleTile({ module }: { module: ModuleSummary }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const isLocked = module.state === 'locked';
  const action =
    module.state === 'in-progress'
      ? t('continue')
      : module.state === 'done'
        ? t('again')
        : t('open');
  return (
    <Paper
      component="article"
      aria-labelledby={`module-${module.id}`}
      sx={{ p: 2, borderRadius: radius.xl, display: 'flex', gap: 2, opacity: isLocked ? 0.85 : 1 }}
    >
      <Box
        component="img"
        src={module.cover.url}
        alt={pick(module.cover.alt)}
        width={72}
        height={72}
        sx={{ borderRadius: radius.lg, flexShrink: 0, bgcolor: 'background.default' }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={`module-${module.id}`}
            component="h3"
            variant="h3"
            sx={{ fontSize: '1.05rem' }}
          >
            {pick(module.title)}
          </Typography>
          <Chip
            size="small"
            label={t(`states.${module.state}`)}
            color={stateColor[module.state]}
            variant={isLocked ? 'outlined' : 'filled'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {pick(module.description)} · {t('minutes', { count: module.minutes })} ·{' '}
          {t('questions', { count: module.questionCount })}
        </Typography>
        {module.state === 'in-progress' && (
          <LinearProgress
            variant="determinate"
            value={module.progress * 100}
            aria-label={t(`states.in-progress`)}
            sx={{ height: 6, borderRadius: radius.sm }}
          />
        )}
        {module.bestScore !== null && (
          <Typography variant="body2">
            {t('bestScore', { score: module.bestScore, total: module.questionCount })}
          </Typography>
        )}
        {isLocked ? (
          <LockedNotice unlocksAt={module.unlocksAt} />
        ) : (
          <Box>
            <Button
              component={Link}
              to={paths.dashboards.module(module.id)}
              variant={module.state === 'done' ? 'outlined' : 'contained'}
              size="small"
              aria-label={`${action}: ${pick(module.title)}`}
            >
              {action}
            </Button>
          </Box>
        )}
      </Box>
    </Paper>
  );
}

/**
 * A week's modules, two side by side on wide screens. `inParts`: each tile in a task of its own
 * (decision 065), where what follows the grid is a part too or below the fold (the home).
 */
export function ModuleGrid({
  modules,
  inParts = false,
}: {
  modules: ModuleSummary[];
  inParts?: boolean;
}) {
  const Tile = inParts ? RenderApart : Fragment;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {modules.map((module) => (
        <Tile key={module.id}>
          <ModuleTile module={module} />
        </Tile>
      ))}
    </Box>
  );
}
