import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { signUp, textedCode, call } = await buildTestApp();

describe('phone numbers', () => {
  it('adds one in international format, verifies it by a texted code, and the first is primary', async () => {
    const session = await signUp('telefoon@example.nl');
    const added = await call(session, 'POST', '/api/account/phones', { phone: '+31 6 1234 5678' });
    expect(added.statusCode).toBe(200);
    const [phone] = added.json().data.phones;
    expect(phone).toMatchObject({ phone: '+31612345678', verified: false, primary: false });
    const wrong = await call(session, 'POST', `/api/account/phones/${phone.id}/verify`, {
      code: '000000',
    });
    expect(wrong.json().reason).toBe('form_code_incorrect');
    const verified = await call(session, 'POST', `/api/account/phones/${phone.id}/verify`, {
      code: await textedCode('+31612345678'),
    });
    expect(verified.json().data.phones[0]).toMatchObject({ verified: true, primary: true });

    const [, second] = (
      await call(session, 'POST', '/api/account/phones', { phone: '+32470123456' })
    ).json().data.phones;
    await call(session, 'POST', `/api/account/phones/${second.id}/verify`, {
      code: await textedCode('+32470123456'),
    });
    const primary = await call(session, 'POST', `/api/account/phones/${second.id}/primary`);
    expect(primary.json().data.phones.map((p: { primary: boolean }) => p.primary)).toEqual([
      false,
      true,
    ]);
    // Removing the primary one hands it to the other verified number.
    const removed = await call(session, 'DELETE', `/api/account/phones/${second.id}`);
    expect(removed.json().data.phones).toEqual([
      expect.objectContaining({ phone: '+31612345678', primary: true }),
    ]);
  });

  it("says 'This phone number is taken' for another account's number, and checks the format", async () => {
    const owner = await signUp('nummer-eigenaar@example.nl');
    const other = await signUp('nummer-ander@example.nl');
    await call(owner, 'POST', '/api/account/phones', { phone: '+31698765432' });
    const taken = await call(other, 'POST', '/api/account/phones', { phone: '+31 6 9876 5432' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PHONE_NUMBER_EXISTS',
      reason: 'phone_number_exists',
      message: 'This phone number is taken. Please try another.',
    });
    const malformed = await call(other, 'POST', '/api/account/phones', { phone: '0612345678' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      reason: 'form_param_format_invalid',
      issues: [{ path: 'phone', message: 'phone_invalid' }],
    });
    const [ownersPhone] = (await call(owner, 'GET', '/api/account/phones')).json().data.phones;
    const foreign = await call(other, 'DELETE', `/api/account/phones/${ownersPhone.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/account/phones')).json().data.phones).toHaveLength(1);
  });

  it('says a verified number needs no code, and takes at most five numbers', async () => {
    const session = await signUp('vijf-nummers@example.nl');
    const [phone] = (
      await call(session, 'POST', '/api/account/phones', { phone: '+31611111111' })
    ).json().data.phones;
    await call(session, 'POST', `/api/account/phones/${phone.id}/verify`, {
      code: await textedCode('+31611111111'),
    });
    const again = await call(session, 'POST', `/api/account/phones/${phone.id}/send-code`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IDENTIFIER_ALREADY_VERIFIED');

    for (const last of ['2', '3', '4', '5'])
      await call(session, 'POST', '/api/account/phones', { phone: `+3161111111${last}` });
    const sixth = await call(session, 'POST', '/api/account/phones', { phone: '+31611111116' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_PHONES');
    expect((await call(session, 'GET', '/api/account/phones')).json().data.phones).toHaveLength(5);
  });
});
