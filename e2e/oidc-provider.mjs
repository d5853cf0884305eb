// A real OpenID Connect provider on loopback, standing in for a school's sign-in (issue 8 SSO).
// Its built-in login form takes any user name: "sanne" signs in as sanne@wijkschool.test. A name
// that starts with "zonder" gets no family name (a school that keeps only first names).
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'leerloop-e2e', secret: 'e2e-only-client-secret' };

/** Starts the provider for the app at `appUrl`; the connection's id is `connectionId`. */
export async function startOidcProvider({ port, appUrl, connectionId }) {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${appUrl}/api/auth/callback/${connectionId}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['e2e-only-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const first = id.split(/[-.@]/)[0] || 'Leerling';
      const givenName = first.charAt(0).toUpperCase() + first.slice(1);
      const hasFamilyName = !id.startsWith('zonder');
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: `${id.toLowerCase()}@wijkschool.test`,
          email_verified: true,
          given_name: givenName,
          ...(hasFamilyName && { family_name: 'Wijkschool' }),
          name: hasFamilyName ? `${givenName} Wijkschool` : givenName,
        }),
      };
    },
  });
  // Loopback over plain HTTP is fine for a test provider.
  provider.proxy = false;
  await new Promise((resolve) => provider.listen(port, '127.0.0.1', resolve));
  return { issuer };
}
