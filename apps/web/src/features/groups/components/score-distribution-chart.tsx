import { type GroupModuleScores, scoreBands } from '@leerloop/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { ChartBar, ChartSection, ChartTable } from './chart-section';

/** From low to all right. */
const bandColors = ['error.light', 'warning.light', 'info.light', 'success.dark'] as const;

/**
 * Score distribution per module: of the learners who finished a module, how many in each band
 * of questions right. A row per module somebody finished, its bar under its name.
 */
export function ScoreDistributionChart({ scores }: { scores: GroupModuleScores[] }) {
  const { t } = useTranslation('groups');
  const pick = useLocalized();
  const done = scores.filter((module) => module.done > 0);
  return (
    <ChartSection title={t('charts.scores.title')} intro={t('charts.scores.intro')}>
      {done.length === 0 ? (
        <Typography role="status">{t('charts.scores.empty')}</Typography>
      ) : (
        <ChartTable>
          <thead>
            <tr>
              <th scope="col">{t('charts.scores.module')}</th>
              {scoreBands.map((_, band) => (
                <th scope="col" key={band}>
                  {t(`charts.scores.bands.${band}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {done.map((module) => (
              <tr key={module.moduleId}>
                <th scope="row">
                  {t('charts.scores.moduleName', { week: module.week, title: pick(module.title) })}
                  <ChartBar
                    isStacked
                    parts={module.bands.map((count, band) => ({
                      share: count / module.done,
                      color: bandColors[band] ?? 'grey.500',
                    }))}
                  />
                </th>
                {module.bands.map((count, band) => (
                  <td key={band}>{count}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </ChartTable>
      )}
    </ChartSection>
  );
}
