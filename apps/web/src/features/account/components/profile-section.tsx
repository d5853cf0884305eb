import { zodResolver } from '@hookform/resolvers/zod';
import { type ProfileInput, profileFields, profileSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormFeedback } from '../../../components/form/form-feedback';
import { useFormError } from '../../../components/form/use-form-error';
import { Panel } from '../../../components/layout/panel';
import { useSessionUser } from '../../../lib/session';
import { useUpdateNames } from '../api/profile';
import { PictureField } from './picture-field';

/**
 * Spec §2 profile edit: first and last name and username; a name the school's sign-in gives is
 * read-only (shown, not a field).
 */
export function ProfileSection() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const update = useUpdateNames();
  const [isSaved, setSaved] = useState(false);
  const { control, handleSubmit, setError } = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    values: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
    },
  });
  const formError = useFormError(setError, ['firstName', 'lastName', 'username']);
  const onSubmit = handleSubmit(
    formError.submit(async (input) => {
      setSaved(false);
      await update.mutateAsync(input);
      setSaved(true);
    }),
  );
  if (!user) return null;
  const connection = user.ssoConnection;
  const provided = profileFields.filter((field) => user.providedFields.includes(field));
  const labels = { firstName: t('profile.firstName'), lastName: t('profile.lastName') };
  const autoComplete = { firstName: 'given-name', lastName: 'family-name' };

  return (
    <Panel title={t('profile.title')}>
      <PictureField />
      {connection && provided.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          {provided.map((field) => (
            <Box key={field}>
              <Typography component="dt" color="text.secondary">
                {labels[field]}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {user[field]}
              </Typography>
            </Box>
          ))}
          <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
            {t('profile.fromConnection', { name: connection.name })}
          </Typography>
        </Box>
      )}
      <Box component="form" noValidate onSubmit={onSubmit}>
        {profileFields
          .filter((field) => !provided.includes(field))
          .map((field) => (
            <FormTextField
              key={field}
              name={field}
              control={control}
              label={labels[field]}
              autoComplete={autoComplete[field]}
            />
          ))}
        <FormTextField
          name="username"
          control={control}
          label={t('profile.username')}
          autoComplete="username"
          helperText={t('profile.usernameHint')}
          slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
        />
        <FormFeedback error={formError.message} done={isSaved ? t('profile.saved') : null} />
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 1 }}>
          {t('profile.save')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('profile.email')}</Typography>
      <Typography dir="ltr" sx={{ textAlign: 'start' }}>
        {user.email}
      </Typography>
    </Panel>
  );
}
