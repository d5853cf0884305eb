import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTestApp } from '../../../test/helper.ts';

const connection = {
  id: 'wijkschool',
  name: 'De Wijkschool',
  issuer: 'http://127.0.0.1:9/',
  clientId: 'leerloop',
  clientSecret: 'geheim-van-de-school',
  organizationSlug: 'wijkschool',
};
const { request } = await buildTestApp({ SSO_CONNECTIONS: JSON.stringify([connection]) });

describe('single sign-on connections', () => {
  it('lists each connection by id and name, never its secret', async () => {
    const response = await request({ method: 'GET', url: '/api/sso-connections' });
    expect(response.json()).toEqual({
      status: 'success',
      data: { connections: [{ id: 'wijkschool', name: 'De Wijkschool' }] },
    });
    expect(response.body).not.toContain('geheim');
  });

  it("says when the school's provider cannot be reached", async () => {
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'wijkschool', callbackURL: '/auth/login/sso-callback' },
    });
    // The provider is away in this test: discovery fails and the sign-in says so.
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SSO_UNAVAILABLE');
  });

  it('refuses a configuration it cannot use, naming the setting', () => {
    expect(() => loadConfig({ SSO_CONNECTIONS: 'geen json' })).toThrow(/SSO_CONNECTIONS/);
    expect(() =>
      loadConfig({ SSO_CONNECTIONS: JSON.stringify([{ ...connection, issuer: 'geen-url' }]) }),
    ).toThrow(/SSO_CONNECTIONS/);
  });
});
