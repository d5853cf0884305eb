import { can, type OrganizationSummary, orgRoles, type OrgRole } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session';
import {
  useAnswerRequest,
  useChangeRole,
  useJoinRequests,
  useInvitations,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
} from '../api/organisations';
import { InviteDialog } from './invite-dialog';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';

const fullName = (member: { firstName: string; lastName: string; email: string }) =>
  `${member.firstName} ${member.lastName}`.trim() || member.email;

/** Spec §2 members: the active ones and (for Admins) the invitations, with invite. */
export function MembersTab({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const [tab, setTab] = useState<'active' | 'invitations' | 'requests'>('active');
  const [isInviting, setInviting] = useState(false);
  const mayInvite = can(organization.role, 'invitations:manage');
  const mayAnswer = can(organization.role, 'requests:manage');
  const waiting = useJoinRequests(organization.id, mayAnswer).data?.page.total ?? 0;

  if (!can(organization.role, 'members:read'))
    return (
      <Panel title={t('tabs.members')}>
        <Typography color="text.secondary">{t('members.notAllowed')}</Typography>
      </Panel>
    );

  return (
    <Panel title={t('tabs.members')}>
      {mayInvite && (
        <Box>
          <Button variant="contained" onClick={() => setInviting(true)}>
            {t('invite.open')}
          </Button>
        </Box>
      )}
      {(mayInvite || mayAnswer) && (
        <Tabs
          value={tab}
          onChange={(_, next: typeof tab) => setTab(next)}
          aria-label={t('members.tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="active" label={t('members.tabs.active')} />
          {mayInvite && <Tab value="invitations" label={t('members.tabs.invitations')} />}
          {mayAnswer && (
            <Tab value="requests" label={t('members.tabs.requests', { count: waiting })} />
          )}
        </Tabs>
      )}
      {tab === 'active' ? (
        <ActiveMembers organization={organization} />
      ) : tab === 'invitations' ? (
        <Invitations organization={organization} />
      ) : (
        <JoinRequests organization={organization} />
      )}
      {isInviting && (
        <InviteDialog
          organization={organization}
          onClose={(hasSent) => {
            setInviting(false);
            if (hasSent) setTab('invitations');
          }}
        />
      )}
    </Panel>
  );
}

function ActiveMembers({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const errorText = useErrorText();
  const me = useSessionUser();
  const [cursor, setCursor] = usePageCursor(organization.id);
  const members = useMembers(organization.id, true, cursor);
  const shown = members.data?.members ?? [];
  const changeRole = useChangeRole(organization.id);
  const remove = useRemoveMember(organization.id);
  const mayManage = can(organization.role, 'members:manage');
  const failed = changeRole.error ?? remove.error;

  return (
    <>
      {failed && (
        <Alert severity="error" role="alert">
          {errorText(failed)}
        </Alert>
      )}
      <List aria-label={t('members.listLabel', { name: organization.name })}>
        {shown.map((member) => {
          const name = fullName(member);
          return (
            <ListItem key={member.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={name}
                secondary={`${member.email} · ${t('members.joined', { date: formatDate(member.joinedAt, 'date') })}`}
                slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
              />
              {mayManage && member.userId !== me?.id ? (
                <>
                  <TextField
                    select
                    size="small"
                    label={t('members.roleFor', { name })}
                    value={member.role}
                    onChange={(event) =>
                      changeRole.mutate({
                        memberId: member.id,
                        role: event.target.value as OrgRole,
                      })
                    }
                    sx={{ minWidth: 140 }}
                  >
                    {orgRoles.map((role) => (
                      <MenuItem key={role} value={role}>
                        {t(`roles.${role}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    color="error"
                    onClick={() => remove.mutate(member.id)}
                    disabled={remove.isPending}
                    aria-label={t('members.removeFor', { name })}
                  >
                    {t('members.remove')}
                  </Button>
                </>
              ) : (
                <Chip size="small" label={t(`roles.${member.role}`)} />
              )}
            </ListItem>
          );
        })}
      </List>
      {members.data && (
        <Pagination page={members.data.page} shown={shown.length} onPage={setCursor} />
      )}
    </>
  );
}

function Invitations({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const [cursor, setCursor] = usePageCursor(organization.id);
  const invitations = useInvitations(organization.id, true, cursor);
  const revoke = useRevokeInvitation(organization.id);
  const list = invitations.data?.invitations ?? [];
  if (invitations.isSuccess && list.length === 0)
    return <Typography color="text.secondary">{t('invitations.none')}</Typography>;
  return (
    <>
      <List aria-label={t('invitations.listLabel')}>
        {list.map((invitation) => (
          <ListItem key={invitation.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={invitation.email}
              secondary={t('invitations.by', {
                name: invitation.invitedBy,
                date: formatDate(invitation.createdAt, 'date'),
              })}
              slotProps={{ primary: { dir: 'ltr', sx: { textAlign: 'start' } } }}
            />
            <Chip size="small" label={t(`roles.${invitation.role}`)} />
            <Chip
              size="small"
              color={invitation.status === 'accepted' ? 'success' : 'default'}
              label={t(`invitations.status.${invitation.status}`)}
            />
            {invitation.status === 'pending' && (
              <Button
                color="error"
                onClick={() => revoke.mutate(invitation.id)}
                disabled={revoke.isPending}
                aria-label={t('invitations.revokeFor', { email: invitation.email })}
              >
                {t('invitations.revoke')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {invitations.data && (
        <Pagination page={invitations.data.page} shown={list.length} onPage={setCursor} />
      )}
    </>
  );
}

/** Spec §2 requests: who asked to join after a domain's suggestion; approve (Lid) or reject. */
function JoinRequests({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const errorText = useErrorText();
  const [cursor, setCursor] = usePageCursor(organization.id);
  const requests = useJoinRequests(organization.id, true, cursor);
  const answer = useAnswerRequest(organization.id);
  const list = requests.data?.requests ?? [];
  return (
    <>
      {answer.error && (
        <Alert severity="error" role="alert">
          {errorText(answer.error)}
        </Alert>
      )}
      {requests.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">{t('requests.none')}</Typography>
      )}
      {list.length > 0 && (
        <List aria-label={t('requests.listLabel')}>
          {list.map((request) => {
            const name = fullName(request);
            return (
              <ListItem key={request.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={name}
                  secondary={`${request.email} · ${t('requests.asked', { date: formatDate(request.createdAt, 'date') })}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
                <Button
                  variant="contained"
                  onClick={() => answer.mutate({ requestId: request.id, approve: true })}
                  disabled={answer.isPending}
                  aria-label={t('requests.approveFor', { name })}
                >
                  {t('requests.approve')}
                </Button>
                <Button
                  color="error"
                  onClick={() => answer.mutate({ requestId: request.id, approve: false })}
                  disabled={answer.isPending}
                  aria-label={t('requests.rejectFor', { name })}
                >
                  {t('requests.reject')}
                </Button>
              </ListItem>
            );
          })}
        </List>
      )}
      {requests.data && (
        <Pagination page={requests.data.page} shown={list.length} onPage={setCursor} />
      )}
    </>
  );
}
