import type { GroupSummary } from '@leerloop/contracts';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyButton } from '../../../components/form/copy-button';
import { FormFeedback } from '../../../components/form/form-feedback';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { radius } from '../../../lib/theme';
import {
  useDeleteGroup,
  useGroupPeople,
  useRenameGroup,
  useRenewGroupCode,
} from '../api/change-group';
import { useGroupCandidates } from '../api/get-group-candidates';

/** An Admin's part of a group: its code, its name, its coaches, who is in it; deleting it. */
export function GroupManagePanel({ group }: { group: GroupSummary }) {
  const { t } = useTranslation('groups');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const renew = useRenewGroupCode(group.id);
  const rename = useRenameGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const people = useGroupPeople(group.id);
  const [name, setName] = useState(group.name);
  const [isDeleting, setDeleting] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const candidates = useGroupCandidates(group.id, q, q.length > 0);
  const failed = [renew, rename, remove, people].find((m) => m.error)?.error;
  const submitName = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(name);
  };
  return (
    <Paper
      component="section"
      aria-labelledby="group-manage"
      sx={{ p: 2, borderRadius: radius.xl }}
    >
      <Stack spacing={2}>
        <Typography variant="h2" id="group-manage">
          {t('manage.title')}
        </Typography>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
          {t('manage.code')}
        </Typography>
        <Typography sx={{ fontFamily: 'monospace', fontSize: '1.2rem' }} data-testid="group-code">
          {group.accessCode}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('manage.codeHelp')}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <CopyButton
            text={group.accessCode}
            label={t('manage.copy')}
            copiedLabel={t('manage.copied')}
          />
          <Button onClick={() => renew.mutate()} disabled={renew.isPending}>
            {t('manage.renew')}
          </Button>
        </Stack>
        <Stack component="form" direction="row" spacing={1} onSubmit={submitName}>
          <TextField
            label={t('manage.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            size="small"
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" disabled={rename.isPending || name === group.name}>
            {t('manage.rename')}
          </Button>
        </Stack>

        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
          {t('manage.coaches')}
        </Typography>
        {group.coaches.length === 0 ? (
          <Typography variant="body2">{t('manage.noCoaches')}</Typography>
        ) : (
          <List dense disablePadding>
            {group.coaches.map((coach) => {
              const fullName = `${coach.firstName} ${coach.lastName}`;
              return (
                <ListItem
                  key={coach.userId}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      aria-label={t('manage.removeCoach', { name: fullName })}
                      onClick={() =>
                        people.mutate({ userId: coach.userId, as: 'coach', isIn: false })
                      }
                    >
                      {t('manage.removeLearner')}
                    </Button>
                  }
                >
                  <ListItemText primary={fullName} />
                </ListItem>
              );
            })}
          </List>
        )}

        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
          {t('manage.people')}
        </Typography>
        <TextField
          type="search"
          label={t('manage.searchPeople')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
        />
        {q && candidates.data && (
          <List dense disablePadding aria-live="polite">
            {candidates.data.length === 0 && (
              <ListItem disableGutters>
                <ListItemText primary={t('manage.noPeople')} />
              </ListItem>
            )}
            {candidates.data.map((person) => (
              <ListItem key={person.userId} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${person.firstName} ${person.lastName}`}
                  secondary={[
                    person.email,
                    person.isLearnerHere
                      ? t('manage.isLearnerHere')
                      : person.groupName && t('manage.inGroup', { name: person.groupName }),
                    person.isCoachHere && t('manage.isCoachHere'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={people.isPending}
                    onClick={() =>
                      people.mutate({
                        userId: person.userId,
                        as: 'learner',
                        isIn: !person.isLearnerHere,
                      })
                    }
                  >
                    {person.isLearnerHere ? t('manage.removeLearner') : t('manage.asLearner')}
                  </Button>
                  {!person.isCoachHere && person.role !== 'guest' && (
                    <Button
                      size="small"
                      disabled={people.isPending}
                      onClick={() =>
                        people.mutate({ userId: person.userId, as: 'coach', isIn: true })
                      }
                    >
                      {t('manage.asCoach')}
                    </Button>
                  )}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}

        <FormFeedback
          error={failed ? errorText(failed) : null}
          done={
            renew.isSuccess ? t('manage.renewed') : rename.isSuccess ? t('manage.renamed') : null
          }
        />
        {isDeleting ? (
          <Stack spacing={1}>
            <Typography role="alert">{t('manage.deleteConfirm')}</Typography>
            <Stack direction="row" spacing={1}>
              <Button
                color="error"
                variant="contained"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => void navigate(paths.dashboards.groups),
                  })
                }
              >
                {t('manage.deleteYes')}
              </Button>
              <Button onClick={() => setDeleting(false)}>{t('manage.cancel')}</Button>
            </Stack>
          </Stack>
        ) : (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ alignSelf: 'start' }}>
            {t('manage.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
