import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordInput, changePasswordSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form/password-field';
import { PasswordStrengthMeter } from '../../../components/form/password-strength-meter';
import { FormFeedback } from '../../../components/form/form-feedback';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { useSessionUser } from '../../../lib/session';
import { useChangePassword } from '../api/profile';

const empty: ChangePasswordInput = {
  currentPassword: '',
  newPassword: '',
  revokeOtherSessions: true,
};

/** The password: change it (the current one first, the meter helps); read-only with SSO only. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const change = useChangePassword();
  const [isChanged, setChanged] = useState(false);
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const formError = useFormError(setError, ['currentPassword', 'newPassword']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      setChanged(false);
      await change.mutateAsync(input);
      reset(empty);
      setChanged(true);
    }),
  );
  if (!user) return null;

  if (!user.hasPassword) {
    return (
      <Panel title={t('password.title')}>
        <Typography color="text.secondary">
          {t('password.viaConnection', { name: user.ssoConnection?.name ?? '' })}
        </Typography>
      </Panel>
    );
  }
  return (
    <Panel title={t('password.title')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PasswordField
          name="currentPassword"
          control={control}
          label={t('password.current')}
          autoComplete="current-password"
        />
        <PasswordField
          name="newPassword"
          control={control}
          label={t('password.new')}
          autoComplete="new-password"
          describedBy="new-password-strength"
        />
        <PasswordStrengthMeter
          id="new-password-strength"
          password={newPassword}
          userInputs={[user.email, user.firstName, user.lastName]}
        />
        <Controller
          name="revokeOtherSessions"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t('password.signOutOthers')}
            />
          )}
        />
        <FormFeedback error={formError.message} done={isChanged ? t('password.changed') : null} />
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending} sx={{ mt: 1 }}>
            {t('password.change')}
          </Button>
        </Box>
      </Box>
    </Panel>
  );
}
