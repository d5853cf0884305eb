import type { GroupModuleScores } from '@leerloop/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { formatNumber } from '../../../lib/numbers';
import { ChartBar, ChartSection, ChartTable } from './chart-section';

/** Green from what the spaced review aims for (90 %), amber from half, red below. */
const recallColor = (percent: number) =>
  percent >= 90 ? 'success.dark' : percent >= 50 ? 'warning.light' : 'error.light';

/**
 * What the group still knows per module (issue 24 item 5): the spaced review's predicted recall
 * of the module's questions, a row per module somebody answered, its bar under its name.
 */
export function RecallChart({ scores }: { scores: GroupModuleScores[] }) {
  const { t } = useTranslation('groups');
  const pick = useLocalized();
  const known = scores.filter((module) => module.recall !== null);
  return (
    <ChartSection title={t('charts.recall.title')} intro={t('charts.recall.intro')}>
      {known.length === 0 ? (
        <Typography role="status">{t('charts.recall.empty')}</Typography>
      ) : (
        <ChartTable>
          <thead>
            <tr>
              <th scope="col">{t('charts.scores.module')}</th>
              <th scope="col">{t('charts.recall.recall')}</th>
              <th scope="col">{t('charts.recall.learners')}</th>
            </tr>
          </thead>
          <tbody>
            {known.map((module) => (
              <tr key={module.moduleId}>
                <th scope="row">
                  {t('charts.scores.moduleName', { week: module.week, title: pick(module.title) })}
                  <ChartBar
                    parts={[{ share: module.recall! / 100, color: recallColor(module.recall!) }]}
                  />
                </th>
                <td>{formatNumber(module.recall! / 100, { style: 'percent' })}</td>
                <td>{module.recallLearners}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      )}
    </ChartSection>
  );
}
