import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { completeSignIn } from '../../../lib/session';
import { signedInUser, useRequestEmailLink } from '../api/email-link';
import { useFormError } from '../../../components/form/use-form-error';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';
import { TextLink } from './text-link';

const schema = z.object({ email: emailSchema });
/** How often the waiting tab looks whether the link was opened in another tab. */
const WAIT_POLL_MS = 2_000;

/**
 * /auth/login/factor-one: the other ways in. A link by e-mail (this tab waits, and shows the
 * switch-tab state once the link signed this browser in elsewhere), a code by e-mail, and help.
 */
export function EmailLinkForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useRequestEmailLink();
  const { control, handleSubmit, setError } = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const formError = useFormError(setError, ['email']);
  const onSubmit = handleSubmit(
    formError.submit(async ({ email }) => {
      await send.mutateAsync(email);
      setSentTo(email);
    }),
  );

  if (sentTo) return <WaitingForLink email={sentTo} onOtherAddress={() => setSentTo(null)} />;

  return (
    <AuthCard
      title={t('link.title')}
      subtitle={t('link.body')}
      error={formError.message}
      footer={
        <>
          <TextLink to={paths.auth.otpCode}>{t('login.withCode')}</TextLink>
          <TextLink to={paths.auth.loginPhoneCode}>{t('login.withPhone')}</TextLink>
          <TextLink to={paths.auth.forgotPassword}>{t('login.forgot')}</TextLink>
          <TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>
          <Typography variant="body2" color="text.secondary">
            {t('link.help')}
          </Typography>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <EmailField name="email" control={control} />
        <SubmitButton isPending={send.isPending}>{t('link.send')}</SubmitButton>
      </Box>
    </AuthCard>
  );
}

/**
 * "Check your mail" — until the link is opened, here or in another tab. `onContinue` goes on in
 * this tab after the other one signed in (into the app, or a sign-up's next step).
 */
export function WaitingForLink({
  email,
  onOtherAddress,
  otherLabel,
  onContinue = completeSignIn,
}: {
  email: string;
  onOtherAddress: () => void;
  otherLabel?: string;
  onContinue?: (userId: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('auth');
  const signedIn = useQuery({
    queryKey: ['auth', 'signed-in-elsewhere', email],
    queryFn: signedInUser,
    refetchInterval: (query) => (query.state.data ? false : WAIT_POLL_MS),
  });
  const user = signedIn.data;
  const isThisAccount = user?.email.toLowerCase() === email.trim().toLowerCase();
  const [isContinuing, setContinuing] = useState(false);
  // The heading moves focus to the new state, so a screen reader hears it.
  useEffect(() => {
    if (isThisAccount) document.getElementById('switch-tab-title')?.focus();
  }, [isThisAccount]);

  if (user && isThisAccount) {
    return (
      <AuthCard title={t('link.switchTab.title')} titleId="switch-tab-title">
        <Typography sx={{ mt: 1 }} role="status">
          {t('link.switchTab.body')}
        </Typography>
        <Button
          variant="contained"
          fullWidth
          sx={{ mt: 3 }}
          loading={isContinuing}
          onClick={() => {
            setContinuing(true);
            void onContinue(user.id).catch(() => setContinuing(false));
          }}
        >
          {t('link.switchTab.continueHere')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('link.sent.title')}
      subtitle={t('link.sent.body', { email })}
      footer={<TextLink to={paths.auth.login}>{t('backToLogin')}</TextLink>}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('link.sent.waiting')}</Typography>
      </Box>
      <Button onClick={onOtherAddress} fullWidth sx={{ mt: 2 }}>
        {otherLabel ?? t('otp.otherEmail')}
      </Button>
    </AuthCard>
  );
}
