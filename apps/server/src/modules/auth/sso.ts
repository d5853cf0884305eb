import { MAX_NAME_LENGTH, type ProfileField, profileFields } from '@leerloop/contracts';
import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { SsoConnection } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { addMember } from '../organisations/members.repository.ts';
import { createOrganisationsRepository } from '../organisations/organisations.repository.ts';

/** What an OpenID provider tells about a person (standard claims). */
interface OidcProfile {
  email?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
}

/**
 * Each SSO connection as a Better Auth generic OAuth provider (OpenID Connect discovery, PKCE,
 * verified ID token). The provider's names fill ours; it can sign up new users.
 */
export const ssoProviders = (connections: SsoConnection[]): GenericOAuthConfig[] =>
  connections.map((connection) => ({
    providerId: connection.id,
    name: connection.name,
    discoveryUrl: `${connection.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId: connection.clientId,
    clientSecret: connection.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    // The connection provides the profile: kept in step at every sign-in (spec §5, read-only).
    overrideUserInfo: true,
    // Only what the provider gives: a missing name is asked once (/auth/register/continue) and
    // then stays the user's own; `ssoFields` says which names are the connection's.
    mapProfileToUser: (profile) => {
      const { given_name, family_name, name } = profile as OidcProfile;
      const [first = '', ...rest] = (name ?? '').trim().split(/\s+/);
      const provided: Partial<Record<ProfileField, string>> = {
        firstName: (given_name ?? first).trim().slice(0, MAX_NAME_LENGTH),
        lastName: (family_name ?? rest.join(' ')).trim().slice(0, MAX_NAME_LENGTH),
      };
      const fields = profileFields.filter((field) => provided[field]);
      return {
        ...Object.fromEntries(fields.map((field) => [field, provided[field]])),
        ssoFields: JSON.stringify(fields),
      };
    },
  }));

/**
 * A user who signs in through an organisation's connection becomes a member of it (a Lid; a
 * member already stays as they are). Called from Better Auth's hook with its database.
 */
export async function joinConnectionOrganisation(
  db: Db,
  connections: SsoConnection[],
  account: { providerId: string; userId: string },
) {
  const slug = connections.find((c) => c.id === account.providerId)?.organizationSlug;
  if (!slug) return;
  const organisation = await createOrganisationsRepository(db).findBySlug(slug);
  if (!organisation) return;
  await addMember(db, { organizationId: organisation.id, userId: account.userId, role: 'member' });
}

/** The names a user's connection provides (none without a connection). */
export const providedFieldsOf = (ssoFields: string | null | undefined): ProfileField[] => {
  if (!ssoFields) return [];
  try {
    const fields: unknown = JSON.parse(ssoFields);
    return profileFields.filter((field) => Array.isArray(fields) && fields.includes(field));
  } catch {
    return [];
  }
};
