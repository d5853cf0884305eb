import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const { request, signUp } = await buildTestApp();

describe('the local outboxes (no mail server, no SMS gateway)', () => {
  it('shows mails and texts on their pages, newest first', async () => {
    const session = await signUp('outbox@example.nl');
    await request({
      method: 'POST',
      url: '/api/account/phones',
      headers: session.headers,
      payload: { phone: '+31612312312' },
    });

    const mail = await request({ method: 'GET', url: '/dev/mail?to=outbox%40example.nl' });
    expect(mail.headers['content-type']).toContain('text/html');
    expect(mail.body).toContain('Bevestig je e-mailadres voor Leerloop');
    const sms = await request({ method: 'GET', url: '/dev/sms' });
    expect(sms.body).toContain('Uitgaande sms (lokaal)');
    expect(sms.body).toMatch(/Aan \+31612312312 .*Je Leerloop-code is \d{6}/s);
    // When it went: readable Dutch on Amsterdam time, the exact UTC moment only in the markup.
    expect(mail.body).toMatch(
      /<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z" title="[^"]+">[a-z]{2} \d{1,2} [a-z]+ \d{4} om \d\d:\d\d:\d\d<\/time>/,
    );
    expect(mail.body.replace(/<time[^>]*>/g, '')).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });
});
