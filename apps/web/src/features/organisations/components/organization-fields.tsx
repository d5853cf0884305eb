import type { CreateOrganizationInput } from '@leerloop/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

/** The organisation's name and web address, as made and as changed. */
export function OrganizationFields({
  control,
  autoFocus = false,
}: {
  control: Control<CreateOrganizationInput>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('organisations');
  return (
    <>
      <FormTextField name="name" control={control} label={t('create.name')} autoFocus={autoFocus} />
      <FormTextField
        name="slug"
        control={control}
        label={t('create.slug')}
        helperText={t('create.slugHint')}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
    </>
  );
}
