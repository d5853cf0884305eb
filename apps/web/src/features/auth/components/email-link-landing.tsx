import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { verifyEmailLink } from '../api/email-link';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

/**
 * The e-mailed link opens /auth/login/factor-one?token=…: verified (straight into the app, or to
 * the second step), expired, or failed — the last two with a way to ask for a new link.
 */
export function EmailLinkLanding({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const finishSignIn = useFinishSignIn();
  const verify = useMutation({
    mutationFn: async () => finishSignIn(await verifyEmailLink(token)),
  });
  const { mutate } = verify;
  // Opened once per token (StrictMode mounts twice in development; the link works only once).
  useEffect(() => {
    if (verifiedTokens.has(token)) return;
    verifiedTokens.add(token);
    mutate();
  }, [mutate, token]);

  if (verify.isError) {
    const state = toApiError(verify.error).code === 'EMAIL_LINK_EXPIRED' ? 'expired' : 'failed';
    return (
      <AuthCard
        title={t(`link.${state}.title`)}
        subtitle={t(`link.${state}.body`)}
        footer={
          <>
            <TextLink to={paths.auth.loginFactorOne}>{t('link.again')}</TextLink>
            <TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>
          </>
        }
      />
    );
  }
  return (
    <AuthCard title={t(verify.isSuccess ? 'link.verified.title' : 'link.verifying')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }} role="status">
        <CircularProgress aria-label={t('link.verifying')} />
      </Box>
    </AuthCard>
  );
}

const verifiedTokens = new Set<string>();
