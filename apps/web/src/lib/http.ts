/**
 * The web app's HTTP transport: `fetch`, and `XMLHttpRequest` only for a request that reports
 * its upload's progress (fetch cannot). Answers outside 2xx reject with an `HttpError` that
 * carries the status, the parsed body and the headers.
 */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface RequestConfig {
  method?: string;
  /** Relative to `baseURL`, or absolute. */
  url: string;
  baseURL?: string;
  /** The query string's fields; undefined and null ones are left out. */
  params?: object;
  /** A FormData goes as is; anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up. */
  timeout?: number;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  config: RequestConfig;
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly response: HttpResponse,
    readonly config: RequestConfig,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The request was given up: cancelled by its caller, or out of time. */
export class RequestAbortedError extends Error {
  constructor(readonly isTimeout: boolean) {
    super(isTimeout ? 'timeout exceeded' : 'canceled');
    this.name = 'RequestAbortedError';
  }
}

export function urlOf({ url, baseURL = '', params }: RequestConfig) {
  const full = /^https?:\/\//.test(url) ? url : `${baseURL}${url}`;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${full}${full.includes('?') ? '&' : '?'}${search}` : full;
}

const bodyOf = (data: unknown) =>
  data === undefined || data instanceof FormData ? data : JSON.stringify(data);

const parse = (text: string, contentType: string | null) => {
  if (!text) return text;
  if (contentType?.includes('json') || /^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
};

function settle(
  config: RequestConfig,
  status: number,
  headers: Record<string, string>,
  text: string,
) {
  const response = { data: parse(text, headers['content-type'] ?? null), status, headers, config };
  if (status >= 200 && status < 300) return response;
  throw new HttpError(`Request failed with status code ${status}`, response, config);
}

function headersOf(config: RequestConfig) {
  const headers: Record<string, string> = { accept: 'application/json', ...config.headers };
  if (config.data !== undefined && !(config.data instanceof FormData))
    headers['content-type'] = 'application/json';
  return headers;
}

/** Aborts on the caller's signal or when the time is up; says which it was. */
function deadline(config: RequestConfig) {
  const controller = new AbortController();
  let isTimeout = false;
  const timer = config.timeout
    ? setTimeout(() => {
        isTimeout = true;
        controller.abort();
      }, config.timeout)
    : undefined;
  const onAbort = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', onAbort);
  return {
    signal: controller.signal,
    aborted: () => new RequestAbortedError(isTimeout),
    done: () => {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', onAbort);
    },
  };
}

async function sendWithFetch(config: RequestConfig): Promise<HttpResponse> {
  const limit = deadline(config);
  try {
    const response = await fetch(urlOf(config), {
      method: config.method ?? 'GET',
      headers: headersOf(config),
      body: bodyOf(config.data) as BodyInit | undefined,
      credentials: 'include',
      signal: limit.signal,
    });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return settle(config, response.status, headers, await response.text());
  } catch (error) {
    if (limit.signal.aborted) throw limit.aborted();
    throw error;
  } finally {
    limit.done();
  }
}

function sendWithProgress(config: RequestConfig): Promise<HttpResponse> {
  const limit = deadline(config);
  return new Promise<HttpResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method ?? 'GET', urlOf(config));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersOf(config)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
      });
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      try {
        resolve(settle(config, xhr.status, headers, xhr.responseText));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Network Error'));
    xhr.onabort = () => reject(limit.aborted());
    limit.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(bodyOf(config.data) as XMLHttpRequestBodyInit | undefined);
  }).finally(limit.done);
}

/** Sends one request; its upload's progress is reported when the caller asks for it. */
export const send = (config: RequestConfig) =>
  config.onUploadProgress ? sendWithProgress(config) : sendWithFetch(config);
