import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useAnswerParentConsent, useParentConsent } from '../api/parent-consent';

/**
 * /toestemming/{token} (issue 18): the page a parent or guardian opens from the e-mail, without
 * an account. It says what the consent covers; a button gives it, and the same page withdraws it.
 */
export function ParentConsentPage() {
  const { t } = useTranslation('consent');
  const { token = '' } = useParams();
  const errorText = useErrorText();
  const consent = useParentConsent(token);
  const answer = useAnswerParentConsent(token);
  const [isParent, setParent] = useState(false);

  if (consent.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('parent.loading')} />
      </Box>
    );
  if (!consent.data)
    return (
      <Box sx={{ py: 3 }}>
        <Screen title={t('parent.goneTitle')} width={640}>
          <Typography>{t('parent.goneBody')}</Typography>
        </Screen>
      </Box>
    );

  const view = consent.data;
  const name = view.learnerFirstName;
  return (
    <Box sx={{ py: 3 }}>
      <Screen title={t('parent.title', { name })} width={720}>
        <Typography>{t('parent.intro', { name, year: view.learnerBirthYear ?? '' })}</Typography>
        <Panel title={t('parent.whatHeading')}>
          <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {(['answers', 'imi', 'safety'] as const).map((item) => (
              <li key={item}>
                <Typography>{t(`parent.what.${item}`, { name })}</Typography>
              </li>
            ))}
          </Box>
          <Typography>{t('parent.rights', { name })}</Typography>
          <Link component={RouterLink} to={paths.privacy} underline="always">
            {t('parent.privacyLink')}
          </Link>
        </Panel>
        {answer.isError && (
          <Typography color="error" role="alert">
            {errorText(answer.error)}
          </Typography>
        )}
        {view.status === 'pending' && (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isParent}
                  onChange={(event) => setParent(event.target.checked)}
                />
              }
              label={t('parent.confirm', { name })}
            />
            <Button
              variant="contained"
              size="large"
              disabled={!isParent}
              loading={answer.isPending}
              onClick={() => answer.mutate('give')}
            >
              {t('parent.give')}
            </Button>
          </Box>
        )}
        {view.status === 'given' && (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography role="status">
              {t('parent.given', {
                name,
                date: view.givenAt ? formatDate(view.givenAt, 'date') : '',
              })}
            </Typography>
            <Button
              variant="outlined"
              loading={answer.isPending}
              onClick={() => answer.mutate('withdraw')}
            >
              {t('parent.withdraw')}
            </Button>
          </Box>
        )}
        {view.status === 'withdrawn' && (
          <Typography role="status">{t('parent.withdrawn', { name })}</Typography>
        )}
        {view.status === 'expired' && (
          <Typography role="status">{t('parent.expired', { name })}</Typography>
        )}
      </Screen>
    </Box>
  );
}
