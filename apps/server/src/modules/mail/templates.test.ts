import { describe, expect, it } from 'vitest';
import { codeMail, invitationMail } from './templates.ts';

const invitation = {
  url: 'https://leerloop.example/invitations/abc',
  organization: 'Het Baken',
  inviter: 'Sanne',
  role: 'member' as const,
};

describe('invitationMail', () => {
  it('ends by saying what to do with an unexpected invitation, not "did you ask for this?"', () => {
    const mail = invitationMail(invitation, 'nl', 7);
    const lastLine = mail.text.trim().split('\n').at(-1);
    expect(lastLine).toBe(
      'Ken je Het Baken niet, of verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren. Zonder jouw klik gebeurt er niets.',
    );
    expect(mail.text).not.toContain('aangevraagd');
    expect(mail.html).toContain('Ken je Het Baken niet');
    expect(mail.html).not.toContain('aangevraagd');
  });

  it('says the same in Darija', () => {
    const mail = invitationMail(invitation, 'mc', 7);
    expect(mail.text.trim().split('\n').at(-1)).toBe(
      'إلا ماكتعرفش Het Baken، ولا ماكنتيش كتسنى هاد الدعوة، ماتديهاش فهاد الإيميل. بلا ماتكليكي، ماغادي يتبدل والو.',
    );
    expect(mail.text).not.toContain('ماطلبتيش');
  });

  it('keeps the "not asked for it?" line on mails a person asked for', () => {
    expect(codeMail('sign-in', '123456', 'nl', 10).text).toContain(
      'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren.',
    );
  });
});
