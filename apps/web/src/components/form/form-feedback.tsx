import Alert from '@mui/material/Alert';

/** Under a form: what went wrong (an alert), or that it was saved (a status), read out. */
export function FormFeedback({ error, done }: { error: string | null; done: string | null }) {
  if (error)
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );
  if (done)
    return (
      <Alert severity="success" role="status">
        {done}
      </Alert>
    );
  return null;
}
