import type { OrganizationSummary } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/form/copy-button';
import { FormFeedback } from '../../../components/form/form-feedback';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { radius } from '../../../lib/theme';
import { useRenewAccessCode } from '../api/organisations';

/**
 * The code learners type at onboarding step 1 to join (issue 18: 16 symbols, not guessable),
 * for the Admin to copy and share, and to replace when it went round too far.
 */
export function AccessCodePanel({ organization }: { organization: OrganizationSummary }) {
  const { t } = useTranslation('organisations');
  const renew = useRenewAccessCode(organization.id);
  const errorText = useErrorText();
  const [isRenewed, setRenewed] = useState(false);
  const code = organization.accessCode;
  const onRenew = () => {
    setRenewed(false);
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
            borderRadius: radius.md,
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
          <CopyButton
            text={code}
            variant="contained"
            label={t('accessCode.copy')}
            copiedLabel={t('accessCode.copied')}
          />
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
