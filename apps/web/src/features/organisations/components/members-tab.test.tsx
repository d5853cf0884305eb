import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import type { OrganizationSummary, OrgMember, OrgRole, PageInfo } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import nlCommon from '../../../locales/nl/common.json';
import nlOrganisations from '../../../locales/nl/organisations.json';
import { MembersTab } from './members-tab';
import { HttpError, type RequestConfig } from '../../../lib/http';

// What the screen asks the API: every call goes out through the client's one request.
const request = vi.spyOn(apiClient, 'request');
vi.mock('../../../lib/session', () => ({
  useSessionUser: () => ({ id: 'u-anna' }),
  refreshSessionIdentity: async () => {},
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    defaultNS: 'common',
    resources: { nl: { organisations: nlOrganisations, common: nlCommon, errors: nlErrors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  request.mockReset();
});

const organisation = (role: OrgRole): OrganizationSummary => ({
  id: 'org-1',
  name: 'Buurthuis De Brug',
  slug: 'de-brug',
  logo: null,
  role,
  permissions: [],
  membersCount: 3,
  accessCode: null,
  embedOrigins: [],
  createdAt: '2026-09-01T10:00:00.000Z',
});

const member = (userId: string, firstName: string, role: OrgRole): OrgMember => ({
  id: `m-${userId}`,
  userId,
  firstName,
  lastName: 'Jansen',
  email: `${firstName.toLowerCase()}@debrug.nl`,
  image: null,
  role,
  joinedAt: '2026-09-01T10:00:00.000Z',
});

const anna = member('u-anna', 'Anna', 'admin');
const bea = member('u-bea', 'Bea', 'member');
const cas = member('u-cas', 'Cas', 'guest');

const pageOf = (offset: number, total: number, nextCursor: string | null): PageInfo => ({
  total,
  offset,
  limit: 2,
  nextCursor,
  previousCursor: offset ? 'c1' : null,
});
const ok = (data: object) => ({ data: { status: 'success', data } });
type Answer = (config: RequestConfig) => Promise<unknown>;
const answerWith = (answer: Answer) =>
  request.mockImplementation(answer as Parameters<typeof request.mockImplementation>[0]);

/**
 * The organisation's members, two a page, and no requests to join; a change to a member
 * answers with the page asked for, as the server does. `change` answers changes instead.
 */
function serve(members: OrgMember[] = [anna, bea, cas], change?: Answer) {
  answerWith(async (config) => {
    const { method, url, params } = config;
    if (method === 'GET' && url === '/organizations/org-1/requests')
      return ok({ requests: [], page: pageOf(0, 0, null) });
    if (method !== 'GET' && change) return change(config);
    if (!url?.startsWith('/organizations/org-1/members')) throw new Error(`unexpected ${url}`);
    const offset = (params as { cursor?: string } | undefined)?.cursor === 'c2' ? 2 : 0;
    const next = offset + 2 < members.length ? 'c2' : null;
    return ok({
      members: members.slice(offset, offset + 2),
      page: pageOf(offset, members.length, next),
    });
  });
}
const calls = (method: string, url: string) =>
  request.mock.calls.filter(([config]) => config.method === method && config.url === url);

const refusal = (status: number, code: string) =>
  new HttpError(
    'refused',
    { status, data: { code, message: '…' }, headers: {}, config: { url: '' } },
    { url: '' },
  );

function showMembers(role: OrgRole) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
        <MembersTab organization={organisation(role)} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const memberList = () => screen.findByRole('list', { name: 'Leden van Buurthuis De Brug' });
const rowOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((row) => row.textContent?.startsWith(name))!;

describe("an organisation's members", { timeout: 20_000 }, () => {
  it('shows an Admin every member with their role, to change for everyone but themselves', async () => {
    serve();
    showMembers('admin');
    const list = await memberList();
    expect(await within(list).findByText('Bea Jansen')).toBeTruthy();
    expect(within(list).getByText(/^bea@debrug\.nl · Lid sinds /)).toBeTruthy();

    const own = rowOf(list, 'Anna Jansen');
    expect(within(own).getByText('Admin')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).queryByRole('combobox')).toBeNull();

    const role = within(list).getByRole('combobox', { name: 'Rol van Bea Jansen' });
    expect(role.textContent).toBe('Lid');
    expect(within(list).getByRole('button', { name: 'Bea Jansen verwijderen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leden uitnodigen' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Leden, uitnodigingen en verzoeken' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Actief', 'Uitnodigingen', 'Verzoeken (0)']);
  });

  it("changes a member's role and reads the list again", async () => {
    serve();
    showMembers('admin');
    const list = await memberList();
    fireEvent.mouseDown(await within(list).findByRole('combobox', { name: 'Rol van Bea Jansen' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Admin' }));

    await waitFor(() =>
      expect(calls('PUT', '/organizations/org-1/members/m-u-bea')[0]?.[0].data).toEqual({
        role: 'admin',
      }),
    );
    await waitFor(() => expect(calls('GET', '/organizations/org-1/members')).toHaveLength(2));
  });

  it('removes a member and reads the list again', async () => {
    serve(undefined, async () => {
      serve([anna, cas]);
      return ok({ members: [anna, cas], page: pageOf(0, 2, null) });
    });
    showMembers('admin');
    const list = await memberList();
    fireEvent.click(await within(list).findByRole('button', { name: 'Bea Jansen verwijderen' }));

    await waitFor(() =>
      expect(calls('DELETE', '/organizations/org-1/members/m-u-bea')).toHaveLength(1),
    );
    await waitFor(() => expect(within(list).queryByText('Bea Jansen')).toBeNull());
  });

  it('says an Admin must remain when the last one would go', async () => {
    serve([anna, member('u-dirk', 'Dirk', 'admin')], async () => {
      throw refusal(409, 'LAST_ADMIN');
    });
    showMembers('admin');
    const list = await memberList();
    fireEvent.mouseDown(await within(list).findByRole('combobox', { name: 'Rol van Dirk Jansen' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Gast' }));

    expect((await screen.findByRole('alert')).textContent).toBe(nlErrors.LAST_ADMIN);
  });

  it('says what went wrong with any other refusal', async () => {
    serve(undefined, async () => {
      throw refusal(403, 'FORBIDDEN');
    });
    showMembers('admin');
    const list = await memberList();
    fireEvent.click(await within(list).findByRole('button', { name: 'Bea Jansen verwijderen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(nlErrors.FORBIDDEN);
  });

  it('shows the members a page at a time', async () => {
    serve();
    showMembers('admin');
    const list = await memberList();
    expect(await screen.findByText('1–2 van 3 weergegeven')).toBeTruthy();
    expect(within(list).queryByText('Cas Jansen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(await within(list).findByText('Cas Jansen')).toBeTruthy();
    expect(screen.getByText('3–3 van 3 weergegeven')).toBeTruthy();
    expect(within(list).queryByText('Anna Jansen')).toBeNull();
    expect(
      calls('GET', '/organizations/org-1/members').map(([config]) => config.params),
    ).toContainEqual({ cursor: 'c2' });
  });

  it('shows a Lid who is in it, with roles to read and nothing to change', async () => {
    serve();
    showMembers('member');
    const list = await memberList();
    const bea = await within(list).findByText('Bea Jansen');
    expect(within(bea.closest('li')!).getByText('Lid')).toBeTruthy();
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leden uitnodigen' })).toBeNull();
  });

  it('tells a Gast they do not see the other members, without asking for them', () => {
    serve();
    showMembers('guest');
    expect(screen.getByText(nlOrganisations.members.notAllowed)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
