import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { beginSignIn, enterApp } from '../../../lib/session';
import { signedInUser } from '../api/email-link';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

/**
 * /auth/login/sso-callback and /auth/register/sso-callback: back from the organisation's
 * sign-in, with a session (into the app, or first /auth/register/continue for a missing name)
 * or with ?error= (said, with a way back).
 */
export function SsoCallback() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const providerError = params.get('error');
  const finish = useMutation({
    mutationFn: async () => {
      const session = await signedInUser();
      if (!session) throw new Error('No session after single sign-on');
      // A name the school does not give is asked once before the app opens.
      const user = await beginSignIn(session.id);
      if (!user.firstName.trim() || !user.lastName.trim())
        return navigate(paths.auth.registerContinue, { replace: true });
      await enterApp(user);
    },
  });
  const { mutate } = finish;
  useEffect(() => {
    if (!providerError) mutate();
  }, [mutate, providerError]);

  if (providerError || finish.isError) {
    return (
      <AuthCard
        title={t('sso.failedTitle')}
        subtitle={t('sso.failedBody')}
        footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
      />
    );
  }
  return (
    <AuthCard title={t('link.verifying')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }} role="status">
        <CircularProgress aria-label={t('link.verifying')} />
      </Box>
    </AuthCard>
  );
}
