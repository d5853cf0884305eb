import {
  AUTH_BASE_PATH,
  AUTHORIZATION_HEADER,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  pathOf,
  uploadFileAnswer,
  USER_ID_HEADER,
} from '@leerloop/contracts';
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { currentAccessToken } from './access-token';
import { toApiError } from './api-error';
import { reloadOncePerLocation } from './reload-once';
import { reverify } from './reverification';
import { storage } from './storage-keys';

/** Spec §9: request timeouts. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const UPLOAD_TIMEOUT_MS = 100_000_000;

/** The one HTTP client of the web app (spec §7–§9). */
export const apiClient = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
});

apiClient.interceptors.request.use(async (config) => {
  // Every upload (a file sent as a form: a new answer, a replaced one, a picture, a logo) may
  // take long on a phone's connection; spec §9 gives a file answer's upload the long timeout.
  const isUpload = config.data instanceof FormData || config.url === pathOf(uploadFileAnswer);
  if (isUpload) config.timeout = UPLOAD_TIMEOUT_MS;
  // Auth endpoints run on the session cookie; the token comes from one of them.
  const needsToken = !config.url?.startsWith(`${AUTH_BASE_PATH}/`);
  const token = needsToken ? await currentAccessToken() : storage.get('accessToken');
  const userId = storage.get('userId');
  if (token) config.headers.set(AUTHORIZATION_HEADER, `Bearer ${token}`);
  if (userId) config.headers.set(USER_ID_HEADER, userId);
  return config;
});

/** A call sent again after the user confirmed who they are (so it is never asked twice). */
const reverifiedCalls = new WeakSet<InternalAxiosRequestConfig>();

apiClient.interceptors.response.use(
  (response) => response,
  async (error: unknown) => {
    // A sensitive change after ten minutes: confirm who you are, then the same call again.
    const config = error instanceof AxiosError ? error.config : undefined;
    const isAsked = toApiError(error).code === 'REVERIFICATION_REQUIRED';
    if (isAsked && config && !reverifiedCalls.has(config)) {
      reverifiedCalls.add(config);
      if (await reverify()) return apiClient.request(config);
    }
    // Spec §8: a 404 reloads the page (once per location, then the screen says it is not
    // found), a 401 is noted and nothing more; every error is logged and rethrown to be shown.
    const status = error instanceof AxiosError ? error.response?.status : undefined;
    if (status === 404) reloadOncePerLocation();
    console.error(error);
    return Promise.reject(error);
  },
);

/**
 * Calls an endpoint declared in the contracts (issue 21): its method and path come from the
 * declaration, the path's params are filled in and encoded, and the answer is parsed against
 * its response schema. `config` carries what only some calls need (upload progress, a signal).
 */
export async function call<E extends Endpoint>(
  declared: E,
  ...[input, config]: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, config?: AxiosRequestConfig]
    : [input: EndpointInput<E>, config?: AxiosRequestConfig]
): Promise<EndpointResponse<E>> {
  const { data } = await apiClient.request({
    method: declared.method,
    url: pathOf(declared, input?.params as Record<string, string> | undefined),
    params: input?.query,
    data: input?.body,
    ...config,
  });
  return declared.response.parse(data) as EndpointResponse<E>;
}
