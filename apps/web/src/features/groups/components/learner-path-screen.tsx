import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { useOpenWeek } from '../api/change-group';
import { useLearnerPath } from '../api/get-learner-path';
import { OverviewRow } from './overview-row';

/** A learner's page: their row, and their path through the programme week by week. */
export function LearnerPathScreen({ groupId, userId }: { groupId: string; userId: string }) {
  const { t } = useTranslation('groups');
  const pick = useLocalized();
  const errorText = useErrorText();
  const query = useLearnerPath(groupId, userId);
  const open = useOpenWeek(groupId);
  const data = query.data;
  const nextLocked = data?.weeks.find((week) => !week.isOpen);
  const isStarted = data?.learner.currentWeek !== null;
  return (
    <Screen title={data && `${data.learner.firstName} ${data.learner.lastName}`}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('learner.loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {data && (
          <>
            <Link component={RouterLink} to={paths.dashboards.group(groupId)}>
              {t('learner.back', { name: data.group.name })}
            </Link>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              <OverviewRow groupId={groupId} row={data.learner} />
            </Box>
            {isStarted && nextLocked && (
              <Box>
                <Button
                  variant="outlined"
                  disabled={open.isPending}
                  onClick={() => open.mutate({ week: nextLocked.number, userId })}
                >
                  {t('learner.openEarly', { number: nextLocked.number })}
                </Button>
              </Box>
            )}
            <FormFeedback
              error={open.error ? errorText(open.error) : null}
              done={open.isSuccess ? t('learner.openedNow', { number: open.variables.week }) : null}
            />
            <Typography variant="h2">{t('learner.path')}</Typography>
            <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5, listStyle: 'none' }}>
              {data.weeks.map((week) => (
                <Paper
                  component="li"
                  key={week.number}
                  variant="outlined"
                  sx={{ p: 2, borderRadius: radius.lg }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="h3" sx={{ fontSize: '1.05rem', flexGrow: 1 }}>
                      {t('row.week', { number: week.number })}: {pick(week.title)}
                    </Typography>
                    <Chip
                      size="small"
                      color={week.isOpen ? 'success' : 'default'}
                      label={
                        week.isOpenedEarly
                          ? t('learner.openedEarly')
                          : week.isOpen
                            ? t('learner.open')
                            : week.opensAt
                              ? t('learner.opensAt', {
                                  when: formatDate(week.opensAt, 'weekdayDate'),
                                })
                              : t('learner.locked')
                      }
                    />
                  </Box>
                  <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.25 }}>
                    {week.modules.map((module) => (
                      <Typography component="li" variant="body2" key={module.id}>
                        {module.isDone
                          ? t('learner.moduleDone', {
                              title: pick(module.title),
                              score: module.bestScore ?? 0,
                              questions: module.questions,
                            })
                          : t(module.isStarted ? 'learner.moduleStarted' : 'learner.moduleNew', {
                              title: pick(module.title),
                            })}
                      </Typography>
                    ))}
                    {week.deck && (
                      <Typography component="li" variant="body2">
                        {t(week.deck.isDone ? 'learner.deckDone' : 'learner.deckOpen')}
                      </Typography>
                    )}
                    {week.assignment && (
                      <Typography component="li" variant="body2">
                        {t('learner.assignment', {
                          submitted: week.assignment.submitted,
                          approved: week.assignment.approved,
                          needsChanges: week.assignment.needsChanges,
                          tasks: week.assignment.tasks,
                        })}
                      </Typography>
                    )}
                  </Box>
                </Paper>
              ))}
            </Box>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
