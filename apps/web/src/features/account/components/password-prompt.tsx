import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks the password again before a sensitive change; `error` is shown under it. */
export function PasswordPrompt({
  intro,
  submitLabel,
  isPending,
  error,
  onSubmit,
}: {
  intro: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography>{intro}</Typography>
      <TextField
        label={t('password.label')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        autoFocus
        required
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={isPending} disabled={!password}>
        {submitLabel}
      </Button>
    </Box>
  );
}
