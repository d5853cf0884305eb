import type { Control, FieldValues, Path } from 'react-hook-form';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

function EmailFieldOf<T extends FieldValues>({
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

/**
 * The e-mail field of every sign-in screen: the address always reads left to right. Kept when
 * only its form renders again (react-hook-form does once, after mounting): a MUI field is costly
 * to render on a phone (issue 22).
 */
export const EmailField = memo(EmailFieldOf) as typeof EmailFieldOf;
