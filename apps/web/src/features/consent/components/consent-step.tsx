import { birthYearSchema, emailSchema, type MyConsent } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError, useErrorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useRequestParentConsent, useSetBirthYear } from '../api/my-consent';

type Parsed<T> = { success: true; data: T } | { success: false; key: string };

/** Reads a typed value with a contract schema; a problem is a key of i18n `validation`. */
const parseWith =
  <T,>(schema: {
    safeParse: (
      value: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  }) =>
  (value: string): Parsed<T> => {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? { success: true, data: parsed.data }
      : { success: false, key: parsed.error.issues[0]?.message ?? 'invalid_value' };
  };

/** One field and its button; under the field its problem, or what the call answered. */
function OneFieldForm<T>({
  label,
  submit,
  inputProps,
  parse,
  mutation,
}: {
  label: string;
  submit: string;
  inputProps: Record<string, string | number>;
  parse: (value: string) => Parsed<T>;
  mutation: { mutate: (value: T) => void; isPending: boolean; error: unknown; reset: () => void };
}) {
  const { t } = useTranslation('validation');
  const errorText = useErrorText();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldIssue = mutation.error ? toApiError(mutation.error).issues[0]?.message : undefined;
  const helper = problem
    ? t(problem)
    : fieldIssue
      ? t(fieldIssue)
      : mutation.error
        ? errorText(mutation.error)
        : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.reset();
    const parsed = parse(value);
    setProblem(parsed.success ? null : parsed.key);
    if (parsed.success) mutation.mutate(parsed.data);
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={label}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(helper)}
        helperText={helper}
        slotProps={{ htmlInput: { ...inputProps, dir: 'ltr' } }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={mutation.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {submit}
      </Button>
    </Box>
  );
}

/**
 * Issue 18: what a learner sees instead of Imi or the upload forms until consent covers them —
 * the birth year an older account never gave, the parent's address, or the wait for the parent.
 */
export function ConsentStep({ consent }: { consent: MyConsent }) {
  const { t } = useTranslation('consent');
  const setBirthYear = useSetBirthYear();
  const requestParent = useRequestParentConsent();
  const request = consent.parentRequest;
  const parentForm = (submit: string) => (
    <OneFieldForm
      label={t('step.parent.label')}
      submit={submit}
      inputProps={{ type: 'email', autoComplete: 'off', inputMode: 'email' }}
      parse={parseWith(emailSchema)}
      mutation={requestParent}
    />
  );

  return (
    <Screen title={t('step.title')} width={640}>
      {consent.step === 'birth-year' && (
        <Panel title={t('step.birthYear.heading')}>
          <Typography>{t('step.birthYear.body')}</Typography>
          <OneFieldForm
            label={t('step.birthYear.label')}
            submit={t('step.birthYear.submit')}
            inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'bday-year' }}
            parse={parseWith(birthYearSchema)}
            mutation={setBirthYear}
          />
        </Panel>
      )}
      {consent.step === 'parent-email' && (
        <Panel title={t('step.parent.heading')}>
          <Typography>{t('step.parent.body')}</Typography>
          {request?.withdrawnAt && (
            <Typography role="status">{t('step.parent.withdrawn')}</Typography>
          )}
          {parentForm(t('step.parent.submit'))}
          <Typography color="text.secondary">{t('step.parent.school')}</Typography>
        </Panel>
      )}
      {consent.step === 'parent-pending' && request && (
        <Panel title={t('step.pending.heading')}>
          <Typography role="status">
            {t('step.pending.body', {
              email: request.email,
              date: formatDate(request.expiresAt, 'date'),
            })}
          </Typography>
          <Typography color="text.secondary">{t('step.pending.again')}</Typography>
          {parentForm(t('step.pending.resend'))}
        </Panel>
      )}
      <Link component={RouterLink} to={paths.privacy} underline="always">
        {t('step.privacyLink')}
      </Link>
    </Screen>
  );
}
