import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError, useErrorText } from '../../../lib/api-error';
import { keepPendingInvitation } from '../../../lib/pending-invitation';
import { useSessionUser } from '../../../lib/session';
import { useAcceptInvitation, useInvitationPreview } from '../api/organisations';

/**
 * /auth/invitation/{token}: what the invitation is for; signed in, accept it (the invited
 * address); signed out, sign in or up first and come back here. Then "Joined".
 */
export function InvitationPage() {
  const { t } = useTranslation('organisations');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const user = useSessionUser();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const invitation = preview.data;

  if (preview.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('invitation.title')} />
      </Box>
    );
  const isGone =
    preview.isError || (invitation && !['pending', 'accepted'].includes(invitation.status));
  if (isGone || !invitation)
    return (
      <Screen title={t('invitation.gone')} width={560}>
        <Typography>{t('invitation.goneBody')}</Typography>
      </Screen>
    );

  const organization = invitation.organizationName;
  const joined = accept.data ?? null;
  if (joined)
    return (
      <Screen title={t('invitation.joined')} width={560}>
        <Panel title={organization}>
          <Typography role="status">{t('invitation.joinedBody', { organization })}</Typography>
          <Box>
            <Button
              variant="contained"
              component={Link}
              to={paths.dashboards.organization(joined.id)}
            >
              {t('invitation.toOrganization', { organization })}
            </Button>
          </Box>
        </Panel>
      </Screen>
    );

  const goTo = (path: string) => {
    keepPendingInvitation(token);
    void navigate(path);
  };
  return (
    <Screen title={t('invitation.title')} width={560}>
      <Panel title={organization}>
        <Typography>
          {t('invitation.body', { organization, role: t(`roles.${invitation.role}`) })}
        </Typography>
        <Typography color="text.secondary">
          {t('invitation.forEmail', { email: invitation.email })}
        </Typography>
        {accept.isError && (
          <Typography color="error" role="alert">
            {toApiError(accept.error).code === 'INVITATION_FOR_OTHER_EMAIL'
              ? t('invitation.otherAccount', { email: invitation.email })
              : errorText(accept.error)}
          </Typography>
        )}
        {user ? (
          <Box>
            <Button variant="contained" loading={accept.isPending} onClick={() => accept.mutate()}>
              {t('invitation.accept')}
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => goTo(paths.auth.login)}>
              {t('invitation.signIn')}
            </Button>
            <Button variant="outlined" onClick={() => goTo(paths.auth.register)}>
              {t('invitation.signUp')}
            </Button>
          </Box>
        )}
      </Panel>
    </Screen>
  );
}
