import type { ModuleSummary } from '@leerloop/contracts';
import LinearProgress from '@mui/material/LinearProgress';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderApart } from '../../../components/layout/render-apart';
import { ButtonLink } from '../../../components/plain/button-link';
import { PlainChip } from '../../../components/plain/plain-chip';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { radius } from '../../../lib/theme';

/** A state's chip: its colour, a locked one outlined (decision 074: as MUI's Chip drew it). */
const stateTone = {
  new: 'info',
  'in-progress': 'warning',
  done: 'success',
  locked: undefined,
} as const;

/**
 * One module: its cover, title, state, what it takes, and its one button. Plain elements with
 * static CSS (decision 074): the home draws two or three of these in its first parts.
 */
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
    <article
      aria-labelledby={`module-${module.id}`}
      className={`plain-card module-tile${isLocked ? ' module-tile--locked' : ''}`}
    >
      <img
        className="module-tile__cover"
        src={module.cover.url}
        alt={pick(module.cover.alt)}
        width={72}
        height={72}
      />
      <div className="module-tile__body">
        <div className="module-tile__heading">
          <h3 id={`module-${module.id}`} className="type-h3 module-tile__title">
            {pick(module.title)}
          </h3>
          <PlainChip
            label={t(`states.${module.state}`)}
            tone={stateTone[module.state]}
            isOutlined={isLocked}
          />
        </div>
        <p className="type-body2">
          {pick(module.description)} · {t('minutes', { count: module.minutes })} ·{' '}
          {t('questions', { count: module.questionCount })}
        </p>
        {module.state === 'in-progress' && (
          <LinearProgress
            variant="determinate"
            value={module.progress * 100}
            aria-label={t(`states.in-progress`)}
            sx={{ height: 6, borderRadius: radius.sm }}
          />
        )}
        {module.bestScore !== null && (
          <p className="type-body2">
            {t('bestScore', { score: module.bestScore, total: module.questionCount })}
          </p>
        )}
        {isLocked ? (
          <LockedNotice unlocksAt={module.unlocksAt} />
        ) : (
          <div>
            <ButtonLink
              to={paths.dashboards.module(module.id)}
              variant={module.state === 'done' ? 'outlined' : 'contained'}
              size="small"
              aria-label={`${action}: ${pick(module.title)}`}
            >
              {action}
            </ButtonLink>
          </div>
        )}
      </div>
    </article>
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
    <div className="module-grid">
      {modules.map((module) => (
        <Tile key={module.id}>
          <ModuleTile module={module} />
        </Tile>
      ))}
    </div>
  );
}
