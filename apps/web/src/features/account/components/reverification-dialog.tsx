import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/api-error';
import { setReverificationPrompt } from '../../../lib/reverification';
import { useSessionUser } from '../../../lib/session';
import {
  useReverifyWithCode,
  useReverifyWithPassword,
  useSendReverificationCode,
} from '../api/reverification';
import { PasswordPrompt } from './password-prompt';

/**
 * Issue 8: "Bevestig dat jij het bent" — asked by the API client when a sensitive change comes
 * more than ten minutes after the last check: the password, or a code mailed to the primary
 * address (the only way for an account without a password). The change then goes through.
 */
export function ReverificationDialog() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const errorText = useErrorText();
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [byCode, setByCode] = useState(false);
  const [code, setCode] = useState('');
  const withPassword = useReverifyWithPassword();
  const sendCode = useSendReverificationCode();
  const withCode = useReverifyWithCode();
  const error = withPassword.error ?? sendCode.error ?? withCode.error;

  useEffect(() => {
    setReverificationPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          for (const mutation of [withPassword, sendCode, withCode]) mutation.reset();
          setCode('');
          setByCode(false);
          setOpen(true);
        }),
    );
    return () => setReverificationPrompt(null);
    // The mutations' reset functions are stable; registering once is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = (confirmed: boolean) => {
    setOpen(false);
    answer.current?.(confirmed);
    answer.current = null;
  };
  const onPassword = (password: string) =>
    withPassword.mutate(password, { onSuccess: () => close(true) });
  const onCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) withCode.mutate(code.trim(), { onSuccess: () => close(true) });
  };
  const askCode = () => {
    setByCode(true);
    withPassword.reset();
    sendCode.mutate();
  };
  const isCodeMode = byCode || !user?.hasPassword;

  return (
    <Dialog open={isOpen} onClose={() => close(false)} aria-labelledby="reverify-title" fullWidth>
      <DialogTitle id="reverify-title">{t('reverify.title')}</DialogTitle>
      <DialogContent>
        {!isCodeMode ? (
          <>
            <PasswordPrompt
              intro={t('reverify.passwordIntro')}
              submitLabel={t('reverify.submit')}
              isPending={withPassword.isPending}
              error={error ? errorText(error) : null}
              onSubmit={onPassword}
            />
            <Button onClick={askCode} fullWidth sx={{ mt: 1 }}>
              {t('reverify.useCode')}
            </Button>
          </>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={onCode}
            sx={{ display: 'grid', gap: 2, pt: 1 }}
          >
            <Typography>
              {sendCode.isSuccess
                ? t('reverify.codeSent', { email: user?.email ?? '' })
                : t('reverify.codeIntro', { email: user?.email ?? '' })}
            </Typography>
            {sendCode.isSuccess && (
              <TextField
                label={t('reverify.codeLabel')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, dir: 'ltr' } }}
              />
            )}
            {error && (
              <Alert severity="error" role="alert">
                {errorText(error)}
              </Alert>
            )}
            {sendCode.isSuccess ? (
              <>
                <Button type="submit" variant="contained" loading={withCode.isPending}>
                  {t('reverify.submit')}
                </Button>
                <Button onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
                  {t('reverify.resend')}
                </Button>
              </>
            ) : (
              <Button
                variant="contained"
                onClick={() => sendCode.mutate()}
                loading={sendCode.isPending}
              >
                {t('reverify.sendCode')}
              </Button>
            )}
          </Box>
        )}
        <Button onClick={() => close(false)} fullWidth sx={{ mt: 1 }}>
          {t('reverify.cancel')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
