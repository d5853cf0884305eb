import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import nlValidation from '@leerloop/contracts/i18n/nl/validation.json';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';
import { useFormError } from './use-form-error';
import { HttpError } from '../../lib/http';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { errors: nlErrors, validation: nlValidation } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

/** A failed call as the API client gives it: the status and the API's `{ code, message, issues }`. */
const refusal = (status: number, data: object) =>
  new HttpError('refused', { status, data, headers: {}, config: { url: '' } }, { url: '' });

function SignUpLike({ error }: { error: unknown }) {
  const { control, setError, handleSubmit } = useForm({
    defaultValues: { email: '', password: '' },
  });
  const formError = useFormError(setError, ['email', 'password']);
  const onSubmit = handleSubmit(
    formError.submit(async () => {
      throw error;
    }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      {formError.message && <div role="alert">{formError.message}</div>}
      <form noValidate onSubmit={onSubmit}>
        <FormTextField name="email" control={control} label="E-mailadres" />
        <FormTextField name="password" control={control} label="Wachtwoord" />
        <button type="submit">Versturen</button>
      </form>
    </I18nextProvider>
  );
}

const leaked = 'Dit wachtwoord staat in een lijst met veelgebruikte of gelekte wachtwoorden.';

describe('a refused form', { timeout: 20_000 }, () => {
  it('says a problem with a field once, under the field, with the cursor in it', async () => {
    render(
      <SignUpLike
        error={refusal(400, {
          code: 'PASSWORD_PWNED',
          message: 'Dit wachtwoord …',
          issues: [{ path: 'password', message: 'password_pwned' }],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const field = await screen.findByRole('textbox', { name: 'Wachtwoord' });
    expect(await screen.findAllByText(new RegExp(`^${leaked}`))).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('puts any other refusal above the form', async () => {
    render(<SignUpLike error={refusal(409, { code: 'EMAIL_EXISTS', message: '…' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(nlErrors.EMAIL_EXISTS);
  });
});
