import { useTranslation } from 'react-i18next';
import { ActivityTile } from '../../../components/cards/activity-tile';
import { iconPaths } from '../../../components/plain/path-icon';
import { paths } from '../../../config/paths';
import { useBrainfoodCount } from '../api/brainfood';

/**
 * The home screen's Brainfood tile for one week: how many tips it has now, counted from what
 * Brainfood shows (a coach sharing an answer adds one). Nothing while the week has none.
 * `current`: the learner's current week, asked for as home's route loads (its loader),
 * alongside the week itself instead of after it.
 */
export function BrainfoodTile({ week, isLocked }: { week: number | 'current'; isLocked: boolean }) {
  const { t } = useTranslation('brainfood');
  const count = useBrainfoodCount(week, !isLocked);
  if (isLocked || !count.data) return null;
  return (
    <ActivityTile
      kind={t('tile.kind')}
      icon={iconPaths.LightbulbOutlined}
      title={t('tile.items', { count: count.data })}
      to={paths.dashboards.brainfood}
    />
  );
}
