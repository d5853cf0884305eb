import {
  AUTH_BASE_PATH,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  pathOf,
} from '@leerloop/contracts/endpoint';
import { AUTHORIZATION_HEADER, USER_ID_HEADER } from '@leerloop/contracts/headers';
import { env } from '../config/env';
import { currentAccessToken } from './access-token';
import { toApiError } from './api-error';
import { HttpError, type HttpResponse, type RequestConfig, send } from './http';
import { reloadOncePerLocation } from './reload-once';
import { reverify } from './reverification';
import { storage } from './storage-keys';

/** Spec §9: request timeouts. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const UPLOAD_TIMEOUT_MS = 100_000_000;

/** Spec §9: the upload whose long timeout the spec names. */
const UPLOAD_PATH = '/upload-attachment';

/** What only some calls need: a body other than the declared one, a signal, upload progress. */
export type CallConfig = Pick<RequestConfig, 'data' | 'signal' | 'onUploadProgress'>;

/** A call sent again after the user confirmed who they are (so it is never asked twice). */
const reverifiedCalls = new WeakSet<RequestConfig>();

/**
 * Spec §7: the access token and the user's id every call carries (also the resumable uploads'
 * requests, which tus-js-client sends itself). Auth endpoints run on the session cookie.
 */
export async function authHeaders(url = ''): Promise<Record<string, string>> {
  const needsToken = !url.startsWith(`${AUTH_BASE_PATH}/`);
  const token = needsToken ? await currentAccessToken() : storage.get('accessToken');
  const userId = storage.get('userId');
  return {
    ...(token && { [AUTHORIZATION_HEADER]: `Bearer ${token}` }),
    ...(userId && { [USER_ID_HEADER]: userId }),
  };
}

async function withAuth(config: RequestConfig): Promise<RequestConfig> {
  // Every upload (a file sent as a form: a new answer, a replaced one, a picture, a logo) may
  // take long on a phone's connection; spec §9 gives a file answer's upload the long timeout.
  const isUpload = config.data instanceof FormData || config.url.includes(UPLOAD_PATH);
  return {
    ...config,
    baseURL: env.apiBaseUrl,
    timeout: isUpload ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
    headers: { ...config.headers, ...(await authHeaders(config.url)) },
  };
}

/** The one HTTP client of the web app (spec §7–§9). */
export const apiClient = {
  async request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>> {
    const sent = await withAuth(config);
    try {
      return (await send(sent)) as HttpResponse<T>;
    } catch (error) {
      // A sensitive change after ten minutes: confirm who you are, then the same call again.
      const isAsked = toApiError(error).code === 'REVERIFICATION_REQUIRED';
      if (isAsked && !reverifiedCalls.has(config)) {
        reverifiedCalls.add(config);
        if (await reverify()) return apiClient.request<T>(config);
      }
      // Spec §8: a 404 reloads the page (once per location, then the screen says it is not
      // found), a 401 is noted and nothing more; every error is logged and rethrown to be shown.
      if (error instanceof HttpError && error.response.status === 404) reloadOncePerLocation();
      console.error(error);
      throw error;
    }
  },
  get: <T = unknown>(url: string) => apiClient.request<T>({ method: 'GET', url }),
  post: <T = unknown>(url: string, data?: unknown, config?: CallConfig) =>
    apiClient.request<T>({ method: 'POST', url, data, ...config }),
};

/**
 * An endpoint's declaration, or what loads it: a screen that calls it then paints without its
 * schemas, and without zod, which come with the first call (issue 22).
 */
export type Declared<E extends Endpoint> = E | (() => Promise<E>);

/** The declaration itself, loaded when it is not yet. */
export const declarationOf = async <E extends Endpoint>(endpoint: Declared<E>) =>
  typeof endpoint === 'function' ? endpoint() : endpoint;

/**
 * Calls an endpoint declared in the contracts (issue 21): its method and path come from the
 * declaration, the path's params are filled in and encoded, and the answer is parsed against
 * its response schema. `config` carries what only some calls need (upload progress, a signal).
 */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, config?: CallConfig]
    : [input: EndpointInput<E>, config?: CallConfig];

export async function call<E extends Endpoint>(
  endpoint: Declared<E>,
  ...[input, config]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const declared = await declarationOf(endpoint);
  const { data } = await apiClient.request({
    method: declared.method,
    url: pathOf(declared, input?.params as Record<string, string> | undefined),
    params: input?.query as object | undefined,
    data: input?.body,
    ...config,
  });
  return declared.response.parse(data) as EndpointResponse<E>;
}

/**
 * What loads each endpoint a contracts module declares, by name, for `call`:
 * `const { getBrainfood } = endpointsIn(() => import('@leerloop/contracts/brainfood/get-brainfood'))`.
 * Nothing loads until the first call.
 */
export function endpointsIn<Module extends object>(
  load: () => Promise<Module>,
): { readonly [Name in keyof Module]: () => Promise<Module[Name]> } {
  return new Proxy({} as never, {
    get: (_, name) => async () => (await load())[name as keyof Module],
  });
}
