import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { radius } from '../../../lib/theme';
import { useCreateGroup } from '../api/change-group';
import { useGroups } from '../api/get-groups';

/** The groups the caller sees; an Admin also makes new ones in the organisations they manage. */
export function GroupsScreen({
  manageable,
}: {
  /** The organisations where the caller may make groups (Admin). */
  manageable: { id: string; name: string }[];
}) {
  const { t } = useTranslation('groups');
  const query = useGroups();
  const groups = query.data ?? [];
  return (
    <Screen title={t('title')} intro={t('intro')}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {groups.length === 0 ? (
          <Typography role="status">
            {t('empty')} {manageable.length === 0 && t('emptyForCoach')}
          </Typography>
        ) : (
          <Paper sx={{ borderRadius: radius.xl }}>
            <List>
              {groups.map((group) => (
                <ListItem key={group.id} disablePadding>
                  <ListItemButton component={Link} to={paths.dashboards.group(group.id)}>
                    <ListItemText
                      primary={group.name}
                      secondary={[
                        group.organizationName,
                        t('learnersCount', { count: group.learnersCount }),
                        group.timing.currentWeek === null
                          ? t('ownClock')
                          : t('inWeek', {
                              number: group.timing.currentWeek,
                              total: group.timing.weeksCount,
                            }),
                      ].join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </QueryState>
      {manageable.length > 0 && <CreateGroup organizations={manageable} />}
    </Screen>
  );
}

function CreateGroup({ organizations }: { organizations: { id: string; name: string }[] }) {
  const { t } = useTranslation('groups');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [orgId, setOrgId] = useState(organizations[0]!.id);
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { orgId, name },
      { onSuccess: (group) => void navigate(paths.dashboards.group(group.id)) },
    );
  };
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 2, borderRadius: radius.xl }}>
      <Stack spacing={2}>
        <Typography variant="h2">{t('create.title')}</Typography>
        {organizations.length > 1 && (
          <TextField
            select
            label={t('create.organization')}
            value={orgId}
            onChange={(event) => setOrgId(event.target.value)}
          >
            {organizations.map((organization) => (
              <MenuItem key={organization.id} value={organization.id}>
                {organization.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t('create.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 256 } }}
        />
        <FormFeedback error={create.error ? errorText(create.error) : null} done={null} />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t('create.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
