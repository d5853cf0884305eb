import type { GroupPace, GroupSummary } from '@leerloop/contracts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form/form-feedback';
import { useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { radius } from '../../../lib/theme';
import { useOpenWeek, useSetGroupTiming } from '../api/change-group';

/** Issue 23 item 2: when the group's weeks open, and opening the next one by hand. */
export function GroupTimingPanel({ group }: { group: GroupSummary }) {
  const { t } = useTranslation('groups');
  const errorText = useErrorText();
  const { timing } = group;
  const save = useSetGroupTiming(group.id);
  const open = useOpenWeek(group.id);
  const [startsOn, setStartsOn] = useState(timing.startsOn ?? '');
  const [pace, setPace] = useState<GroupPace>(timing.pace);
  const next = (timing.currentWeek ?? timing.openedThroughWeek) + 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.reset();
    save.mutate({ startsOn: startsOn || null, pace });
  };
  const status =
    timing.currentWeek === null
      ? t('timing.ownClock')
      : [
          t('timing.current', { number: timing.currentWeek, total: timing.weeksCount }),
          timing.nextWeekOpensAt
            ? t('timing.nextOpens', {
                number: timing.currentWeek + 1,
                when: formatDate(timing.nextWeekOpensAt, 'weekdayDate'),
              })
            : timing.currentWeek < timing.weeksCount
              ? t('timing.byHand')
              : '',
        ].join(' ');
  return (
    <Paper
      component="section"
      aria-labelledby="group-timing"
      sx={{ p: 2, borderRadius: radius.xl }}
    >
      <Stack component="form" spacing={2} onSubmit={submit}>
        <Typography variant="h2" id="group-timing">
          {t('timing.title')}
        </Typography>
        <Typography>{status}</Typography>
        <TextField
          type="date"
          label={t('timing.startsOn')}
          value={startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          label={t('timing.pace')}
          value={pace}
          onChange={(event) => setPace(event.target.value as GroupPace)}
        >
          {(['weekly', 'manual'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {t(`timing.paces.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormFeedback
          error={save.error ? errorText(save.error) : open.error ? errorText(open.error) : null}
          done={
            save.isSuccess
              ? t('timing.saved')
              : open.isSuccess
                ? t('timing.opened', { number: open.variables.week })
                : null
          }
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('timing.save')}
          </Button>
          {next <= timing.weeksCount && (
            <Button
              variant="outlined"
              disabled={open.isPending}
              onClick={() => {
                save.reset();
                open.mutate({ week: next });
              }}
            >
              {t('timing.openNext', { number: next })}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
