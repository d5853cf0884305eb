import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { memo, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from './form-text-field';

interface Props<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

function PasswordFieldOf<T extends FieldValues>({
  name,
  control,
  label,
  autoComplete,
  describedBy,
}: Props<T>) {
  const { t } = useTranslation('auth');
  const [isVisible, setVisible] = useState(false);
  return (
    <FormTextField
      name={name}
      control={control}
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        htmlInput: { 'aria-describedby': describedBy, dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                aria-label={isVisible ? t('hidePassword') : t('showPassword')}
                aria-pressed={isVisible}
                edge="end"
              >
                {isVisible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Kept when only its form renders again, as the e-mail field is (issue 22). */
export const PasswordField = memo(PasswordFieldOf) as typeof PasswordFieldOf;
