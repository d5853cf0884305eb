import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { useAskToJoin, useMySuggestions } from '../api/organisations';

/**
 * Spec §4: what waits for me — invitations to my addresses, and organisations a verified domain
 * suggests ('Pending approval' once asked, 'Joined' once approved). Hidden while there is none.
 */
export function WaitingForMe() {
  const { t } = useTranslation('organisations');
  const errorText = useErrorText();
  const mine = useMySuggestions();
  const ask = useAskToJoin();
  const invitations = mine.data?.invitations ?? [];
  const suggestions = mine.data?.suggestions ?? [];
  if (invitations.length + suggestions.length === 0) return null;

  return (
    <Panel title={t('waiting.title')}>
      {ask.error && (
        <Alert severity="error" role="alert">
          {errorText(ask.error)}
        </Alert>
      )}
      <List aria-label={t('waiting.title')}>
        {invitations.map((invitation) => (
          <ListItem key={invitation.token} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={invitation.organizationName}
              secondary={t('waiting.invited', { role: t(`roles.${invitation.role}`) })}
            />
            <Button
              variant="contained"
              component={Link}
              to={paths.auth.invitation(invitation.token)}
              aria-label={t('waiting.openInvitation', { name: invitation.organizationName })}
            >
              {t('waiting.open')}
            </Button>
          </ListItem>
        ))}
        {suggestions.map((suggestion) => (
          <ListItem key={suggestion.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText
              primary={suggestion.organizationName}
              secondary={t(`waiting.suggestion.${suggestion.status}`)}
            />
            {suggestion.status === 'suggested' ? (
              <Button
                variant="contained"
                onClick={() => ask.mutate(suggestion.id)}
                loading={ask.isPending && ask.variables === suggestion.id}
                disabled={ask.isPending}
                aria-label={t('waiting.askFor', { name: suggestion.organizationName })}
              >
                {t('waiting.ask')}
              </Button>
            ) : (
              <Chip
                size="small"
                color={suggestion.status === 'approved' ? 'success' : 'default'}
                label={t(`waiting.status.${suggestion.status}`)}
              />
            )}
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}
