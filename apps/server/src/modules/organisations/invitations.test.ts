import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp, mailsTo, call } = await buildTestApp();

const tokenFromMail = async (email: string) => {
  const [mail] = await mailsTo(email);
  const link = new URL(mail!.textBody.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toMatch(/^\/auth\/invitation\/[A-Za-z0-9_-]+$/);
  return {
    token: link.pathname.split('/').pop()!,
    subject: mail!.subject,
    text: mail!.textBody,
  };
};

let counter = 0;
async function organisation() {
  const n = counter++;
  const adminEmail = `uitnodiger-${n}@example.nl`;
  const admin = await signUp(adminEmail);
  const org = (
    await call(admin, 'POST', '/api/organizations', { name: `Jongerenwerk ${n}`, slug: `jw-${n}` })
  ).json().data;
  return { admin, adminEmail, org };
}

describe('invitations', () => {
  it('go out to several addresses at once; the ones that cannot are listed with the reason', async () => {
    const { admin, adminEmail, org } = await organisation();
    const sent = await call(admin, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: ['Gast.Een@example.nl', 'geen-adres', adminEmail, ' '],
      role: 'guest',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({
      sent: ['gast.een@example.nl'],
      failed: [
        { email: 'geen-adres', reason: 'invalid' },
        { email: adminEmail, reason: 'already_member' },
      ],
    });
    const again = await call(admin, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: ['gast.een@example.nl'],
      role: 'member',
    });
    expect(again.json().data.failed).toEqual([
      { email: 'gast.een@example.nl', reason: 'already_invited' },
    ]);
    const { subject, text } = await tokenFromMail('gast.een@example.nl');
    expect(subject).toBe(`Je bent uitgenodigd voor ${org.name} op Leerloop`);
    // Nobody asked for it: the ending says what to do with an unexpected invitation.
    expect(text).toContain(`Ken je ${org.name} niet, of verwachtte je deze uitnodiging niet?`);
    expect(text).not.toContain('aangevraagd');

    const listed = await call(admin, 'GET', `/api/invited-users/${org.id}`);
    expect(listed.json().data.invitations).toEqual([
      expect.objectContaining({
        email: 'gast.een@example.nl',
        role: 'guest',
        status: 'pending',
        invitedBy: 'Test Persoon',
      }),
    ]);
  });

  it('are accepted by the invited address only, with the invited role; then Joined', async () => {
    const { admin, org } = await organisation();
    await call(admin, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: ['nieuwe-gast@example.nl'],
      role: 'guest',
    });
    const { token } = await tokenFromMail('nieuwe-gast@example.nl');
    const preview = await request({ method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.json().data).toEqual({
      organizationName: org.name,
      email: 'nieuwe-gast@example.nl',
      role: 'guest',
      status: 'pending',
    });

    const stranger = await signUp('iemand-anders@example.nl');
    const wrongPerson = await call(stranger, 'POST', `/api/invitations/${token}/accept`);
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json()).toMatchObject({
      code: 'INVITATION_FOR_OTHER_EMAIL',
      message: 'Deze uitnodiging is voor nieuwe-gast@example.nl. Log in met dat e-mailadres.',
      email: 'nieuwe-gast@example.nl',
    });

    const guest = await signUp('nieuwe-gast@example.nl');
    const joined = await call(guest, 'POST', `/api/invitations/${token}/accept`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ id: org.id, role: 'guest', permissions: [] });
    expect((await call(guest, 'GET', '/api/organizations')).json().data.activeOrganizationId).toBe(
      org.id,
    );
    // A guest does not see the members; the Admin sees the invitation as accepted.
    expect((await call(guest, 'GET', `/api/organizations/${org.id}/members`)).statusCode).toBe(403);
    const listed = await call(admin, 'GET', `/api/invited-users/${org.id}`);
    expect(listed.json().data.invitations[0].status).toBe('accepted');
  });

  it('can be revoked by an Admin only; a revoked one no longer works', async () => {
    const { admin, org } = await organisation();
    await call(admin, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: ['ingetrokken@example.nl'],
      role: 'member',
    });
    const { token } = await tokenFromMail('ingetrokken@example.nl');
    const invitee = await signUp('ingetrokken@example.nl');
    const notAdmin = await call(
      invitee,
      'DELETE',
      `/api/organizations/${org.id}/invitations/${token}`,
    );
    expect(notAdmin.statusCode).toBe(404);
    const revoked = await call(
      admin,
      'DELETE',
      `/api/organizations/${org.id}/invitations/${token}`,
    );
    expect(revoked.json().data.invitations[0].status).toBe('canceled');
    const late = await call(invitee, 'POST', `/api/invitations/${token}/accept`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'INVITATION_NO_LONGER_VALID',
      message: 'Deze uitnodiging is niet meer geldig.',
    });
    expect(
      (await request({ method: 'GET', url: '/api/invitations/unknown-token-123456' })).statusCode,
    ).toBe(410);
  });
});
