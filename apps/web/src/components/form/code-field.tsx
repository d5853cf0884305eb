import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

/** The 6-digit code from an e-mail: numeric keyboard on phones, filled in by the OS where it can. */
export function CodeField<T extends FieldValues>({
  name,
  control,
}: {
  name: Path<T>;
  control: Control<T>;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormTextField
      name={name}
      control={control}
      label={t('code')}
      autoComplete="one-time-code"
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          pattern: '[0-9]*',
          maxLength: 6,
          dir: 'ltr',
          style: { letterSpacing: '0.4em', fontSize: '1.4rem' },
        },
      }}
    />
  );
}
