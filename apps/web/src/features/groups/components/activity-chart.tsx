import type { GroupActivityPeriod } from '@leerloop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterToggle } from '../../../components/form/filter-toggle';
import { formatDate } from '../../../lib/dates';
import { ChartBar, ChartSection, ChartTable } from './chart-section';

const periods = ['days', 'weeks'] as const;
type Period = (typeof periods)[number];

/** Activity over time: learners who did anything, per day (the last 14) or per week (8). */
export function ActivityChart({
  activity,
  learnersCount,
}: {
  activity: Record<Period, GroupActivityPeriod[]>;
  learnersCount: number;
}) {
  const { t } = useTranslation('groups');
  const [period, setPeriod] = useState<Period>('days');
  const nameOf = (startsOn: string) => {
    const date = formatDate(`${startsOn}T12:00:00Z`, 'dayMonth');
    return period === 'days' ? date : t('charts.activity.weekOf', { date });
  };
  return (
    <ChartSection title={t('charts.activity.title')} intro={t('charts.activity.intro')}>
      <FilterToggle
        label={t('charts.activity.period')}
        value={period}
        options={periods}
        labelOf={(value) => t(`charts.activity.periods.${value}`)}
        onChange={setPeriod}
      />
      <ChartTable>
        <thead>
          <tr>
            <th scope="col">{t(`charts.activity.when.${period}`)}</th>
            <th scope="col">{t('charts.activity.active')}</th>
            <th scope="col" aria-hidden="true" style={{ width: '45%' }} />
          </tr>
        </thead>
        <tbody>
          {activity[period].map(({ startsOn, active }) => (
            <tr key={startsOn}>
              <th scope="row">{nameOf(startsOn)}</th>
              <td>{active}</td>
              <td aria-hidden="true">
                <ChartBar
                  parts={[
                    { share: learnersCount ? active / learnersCount : 0, color: 'info.main' },
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
