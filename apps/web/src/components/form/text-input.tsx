import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps {
  name?: string;
  label?: ReactNode;
  value?: unknown;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  inputRef?: Ref<HTMLInputElement>;
  onChange?: OutlinedInputProps['onChange'];
  onBlur?: OutlinedInputProps['onBlur'];
  slotProps?: {
    htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
    input?: Pick<OutlinedInputProps, 'startAdornment' | 'endAdornment'>;
  };
}

/**
 * MUI's outlined TextField, put together from its parts: TextField itself imports Select (and
 * with it Menu, Popover, Modal and a focus trap) for its `select` mode, which no form here uses,
 * so a sign-in page would download them all (issue 22).
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  margin,
  slotProps,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
    >
      {label && (
        <InputLabel htmlFor={id} id={labelId}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...input}
        {...slotProps?.input}
        id={id}
        label={label}
        aria-describedby={helperId}
        inputProps={slotProps?.htmlInput}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
