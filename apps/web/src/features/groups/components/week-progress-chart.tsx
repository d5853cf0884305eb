import type { GroupWeekProgress } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';

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
  const share = (count: number) => `${learnersCount ? (100 * count) / learnersCount : 0}%`;
  return (
    <Paper
      component="section"
      aria-labelledby="week-progress"
      sx={{ p: 2, borderRadius: radius.xl }}
    >
      <Typography variant="h2" id="week-progress">
        {t('chart.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {t('chart.intro')}
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': { py: 0.5, px: 0.5, textAlign: 'start', fontSize: '0.875rem' },
        }}
      >
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
              <th scope="row" title={pick(week.title)}>
                {week.number}
              </th>
              <td>{week.open}</td>
              <td>{week.done}</td>
              <td aria-hidden="true">
                <Box
                  sx={{
                    position: 'relative',
                    height: 14,
                    bgcolor: 'grey.200',
                    borderRadius: radius.sm,
                  }}
                >
                  <Box
                    sx={{
                      position: 'absolute',
                      insetInlineStart: 0,
                      top: 0,
                      bottom: 0,
                      width: share(week.open),
                      bgcolor: 'info.light',
                      borderRadius: radius.sm,
                    }}
                  />
                  <Box
                    sx={{
                      position: 'absolute',
                      insetInlineStart: 0,
                      top: 0,
                      bottom: 0,
                      width: share(week.done),
                      bgcolor: 'success.dark',
                      borderRadius: radius.sm,
                    }}
                  />
                </Box>
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}
