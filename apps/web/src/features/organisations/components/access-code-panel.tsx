import type { OrganizationSummary } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { useRenewAccessCode } from '../api/organisations';

/**
 * The code learners type at onboarding step 1 to join (issue 18: 16 symbols, not guessable),
 * for the Admin to copy and share, and to replace when it went round too far.
 */
export function AccessCodePanel({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const renew = useRenewAccessCode(organization.id);
  const errorText = useErrorText();
  const [isCopied, setCopied] = useState(false);
  const [isRenewed, setRenewed] = useState(false);
  const code = organization.accessCode;
  const copy = async () => {
    if (!code) return;
    await navigator.clipboard.writeText(code);
    setCopied(true);
  };
  const onRenew = () => {
    setRenewed(false);
    setCopied(false);
    renew.mutate(undefined, { onSuccess: () => setRenewed(true) });
  };

  return (
    <Panel title={t('accessCode.title')}>
      <Typography color="text.secondary">
        {t('accessCode.intro', { name: organization.name })}
      </Typography>
      {code ? (
        <Box
          aria-label={t('accessCode.label', { name: organization.name })}
          role="group"
          dir="ltr"
          sx={{
            p: 2,
            fontFamily: 'monospace',
            fontSize: '1.4rem',
            letterSpacing: '0.08em',
            bgcolor: 'action.hover',
            borderRadius: 2,
            overflowWrap: 'anywhere',
          }}
        >
          {code}
        </Box>
      ) : (
        <Typography>{t('accessCode.none')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {code && (
          <Button variant="contained" onClick={copy}>
            {isCopied ? t('accessCode.copied') : t('accessCode.copy')}
          </Button>
        )}
        <Button variant="outlined" onClick={onRenew} loading={renew.isPending}>
          {code ? t('accessCode.renew') : t('accessCode.create')}
        </Button>
      </Box>
      {code && <Typography color="text.secondary">{t('accessCode.renewHint')}</Typography>}
      <FormFeedback
        error={renew.error ? errorText(renew.error) : null}
        done={isRenewed ? t('accessCode.renewed') : null}
      />
    </Panel>
  );
}
