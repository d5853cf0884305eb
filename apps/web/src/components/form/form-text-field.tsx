import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HydrateApart } from '../layout/hydrate-apart';
import { TextInput, type TextInputProps } from './text-input';

type Props<T extends FieldValues> = Omit<TextInputProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
};

/**
 * A text field bound to react-hook-form; its error is a key of i18n `validation`. On a
 * pre-rendered page each field hydrates in a task of its own (issue 22: a MUI field is some 60 ms
 * of a throttled phone's main thread).
 */
export function FormTextField<T extends FieldValues>({ name, control, ...props }: Props<T>) {
  const { t } = useTranslation('validation');
  return (
    <HydrateApart>
      <Controller
        name={name}
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextInput
            {...props}
            {...field}
            // The input itself, so a refused form can put the cursor on its first problem.
            inputRef={(input: HTMLInputElement | null) => {
              ref(input);
              // Typed on a pre-rendered page before the app took it over (issue 22): kept. Told
              // after this commit, once the field follows its form (a layout effect): told
              // before, the form had the text but the field not, and its next render cleared
              // the box on the screen.
              if (input)
                queueMicrotask(() => {
                  if (input.value && input.value !== (field.value ?? ''))
                    field.onChange(input.value);
                });
            }}
            value={field.value ?? ''}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : props.helperText}
            fullWidth
            margin="normal"
          />
        )}
      />
    </HydrateApart>
  );
}
