import type { GroupWeekProgress } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { ChartBar, ChartSection, ChartTable } from './chart-section';

/**
 * Progress per week for the group, as a table whose last column draws it: the numbers are the
 * text a screen reader reads, the bars (hidden from it) what a coach takes in at a glance.
 */
export function WeekProgressChart({
  weeks,
  learnersCount,
}: {
  weeks: GroupWeekProgress[];
  learnersCount: number;
}) {
  const { t } = useTranslation('groups');
  const pick = useLocalized();
  const share = (count: number) => (learnersCount ? count / learnersCount : 0);
  return (
    <ChartSection title={t('chart.title')} intro={t('chart.intro')}>
      <ChartTable>
        <thead>
          <tr>
            <th scope="col">{t('chart.week')}</th>
            <th scope="col">{t('chart.open')}</th>
            <th scope="col">{t('chart.done')}</th>
            <th scope="col" aria-hidden="true" style={{ width: '45%' }} />
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.number}>
              <th scope="row" title={pick(week.title)} style={{ fontWeight: 600 }}>
                {week.number}
              </th>
              <td>{week.open}</td>
              <td>{week.done}</td>
              <td aria-hidden="true">
                <ChartBar
                  parts={[
                    { share: share(week.open), color: 'info.light' },
                    { share: share(week.done), color: 'success.dark' },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </ChartTable>
    </ChartSection>
  );
}
