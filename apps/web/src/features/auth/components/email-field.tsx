import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** The e-mail field of every sign-in screen: the address always reads left to right. */
export function EmailField<T extends FieldValues>({
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
      label={t('email')}
      type="email"
      autoComplete="email"
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
