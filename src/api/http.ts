import { tokenStore } from '../lib/storage';

/** Same origin by default (the server serves the SPA and `/api`); VITE_API_URL points elsewhere. */
export const apiBase: string = import.meta.env.VITE_API_URL ?? '/api';

/** A failed call: the answer's `status` (none when the network failed) and its parsed body in
 * `data`, what machines read (machines/api-error.ts). */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    message: string,
    readonly status?: number,
    readonly data?: unknown,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface ApiOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Search parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
}

// A reading call is tried once more at once when the network or the server fails briefly.
const RETRIED_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** JSON client for the API; protected calls carry the stored token as a bearer header. Our
 * own few lines rather than a library: it is part of the landing's JS budget. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.append(key, String(value));
  }
  const query = search.toString();
  const url = `${apiBase}${path}${query ? `?${query}` : ''}`;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = tokenStore.get();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    const retry = attempt === 0 && (method === 'GET' || method === 'HEAD');
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (retry) continue;
      throw new FetchError(`[${method}] "${url}": ${String(error)}`, undefined, undefined, {
        cause: error,
      });
    }
    const text = response.status === 204 || method === 'HEAD' ? '' : await response.text();
    const data = parseBody(text, response.headers.get('content-type'));
    if (response.ok) return data as T;
    if (retry && RETRIED_STATUSES.has(response.status)) continue;
    throw new FetchError(
      `[${method}] "${url}": ${response.status} ${response.statusText}`,
      response.status,
      data,
    );
  }
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '' || !contentType?.includes('json')) return text === '' ? undefined : text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
