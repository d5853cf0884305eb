import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textValuesOf, toApiError } from '../../lib/api-error';

interface Props {
  maxLength: number;
  /** Refuse empty text (an answer); otherwise empty clears what was saved. */
  required?: boolean;
  initial?: string;
  label: string;
  submitLabel: string;
  send: (text: string) => Promise<unknown>;
  onDone?: () => void;
}

/** Longer words of the learner (an answer, their story, a reflection): field, counter, button. */
export function LongTextForm({
  maxLength,
  required = false,
  initial = '',
  label,
  submitLabel,
  send,
  onDone,
}: Props) {
  const { t } = useTranslation(['common', 'errors']);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [isSaved, setSaved] = useState(false);
  const counterId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) return setError(t('longText.required'));
    setError(null);
    setSending(true);
    try {
      await send(text.trim());
      setSaved(true);
      onDone?.();
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(
        apiError.code === 'NETWORK_ERROR'
          ? t('networkError')
          : t(`errors:${apiError.code}`, textValuesOf(apiError)),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
        multiline
        minRows={3}
        slotProps={{
          htmlInput: { maxLength, 'aria-describedby': counterId },
          formHelperText: { id: counterId },
        }}
        helperText={t('longText.counter', { count: text.length, max: maxLength })}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={isSending}>
          {submitLabel}
        </Button>
        <Typography role="status" variant="body2" color="success.main">
          {isSaved ? t('longText.saved') : ''}
        </Typography>
      </Box>
    </Box>
  );
}
