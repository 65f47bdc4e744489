/**
 * The HTTP side of e-conomic's REST API (restdocs.e-conomic.com, docs/decisions/0031): the two token headers, JSON,
 * a timeout on every call, and e-conomic's answers turned into one error with a reason the web translates. Knows
 * nothing of our tables; the jobs decide what an error means for a retry.
 */

export interface EconomicTokens {
  appSecretToken: string;
  agreementGrantToken: string;
}

export interface EconomicEndpoint {
  apiUrl: string;
  timeoutMs: number;
}

/** The reasons a call fails, as the web translates them (`economic.*`). */
export type EconomicReason =
  | 'economic.unauthorized'
  | 'economic.unreachable'
  | 'economic.busy'
  | 'economic.rejected'
  | 'economic.numberTaken'
  | 'economic.notConnected';

export class EconomicError extends Error {
  override readonly name = 'EconomicError';
  constructor(
    readonly reason: EconomicReason,
    /** e-conomic's own words (or the network's), never a token. */
    readonly detail: string,
    readonly status: number | null,
    /** Only for 429: how long e-conomic asked us to wait. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${reason}: ${detail}`);
  }

  /** Trying again will not help (wrong tokens, a document e-conomic refuses): no retry loop. */
  get permanent(): boolean {
    return !['economic.unreachable', 'economic.busy'].includes(this.reason);
  }
}

/** e-conomic's collections: `collection` and `pagination` (skippages/pagesize, at most 1000 a page). */
export interface EconomicPage<T> {
  collection: T[];
  pagination?: { skipPages: number; pageSize: number; results: number; nextPage?: string };
}

export interface EconomicClient {
  /** The answer's JSON, or null for a 404 when `missingIsNull`. */
  call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, missingIsNull?: boolean): Promise<T | null>;
  /** Every element of a collection, page by page. */
  all<T>(path: string, query?: Record<string, string>): Promise<T[]>;
}

const pageSize = 1000;

/** Retry-After in seconds (or an HTTP date); a minute when e-conomic gives none. */
export function retryAfterMs(header: string | null): number {
  if (!header) return 60_000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? 60_000 : Math.max(0, at - Date.now());
}

/** e-conomic's error document: `message`, and for a validation error the first annotated error's message. */
function detailOf(json: unknown, status: number): string {
  const doc = (json ?? {}) as { message?: unknown; errors?: unknown; errorCode?: unknown };
  const first = JSON.stringify(doc.errors ?? '').match(/"message":"([^"]{1,200})"/)?.[1];
  const message = typeof doc.message === 'string' ? doc.message : `HTTP ${status}`;
  return [message, first, typeof doc.errorCode === 'string' ? `(${doc.errorCode})` : null].filter(Boolean).join(' ');
}

/** An answer's JSON; a body that is not JSON (a proxy's error page) becomes its first words as the message. */
function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function errorOf(status: number, json: unknown, retryAfter: string | null): EconomicError {
  const detail = detailOf(json, status).slice(0, 500);
  if (status === 401 || status === 403) return new EconomicError('economic.unauthorized', detail, status);
  if (status === 429) return new EconomicError('economic.busy', detail, status, retryAfterMs(retryAfter));
  if (status >= 500) return new EconomicError('economic.unreachable', detail, status);
  return new EconomicError('economic.rejected', detail, status);
}

export function economicClient(endpoint: EconomicEndpoint, tokens: EconomicTokens): EconomicClient {
  const headers = {
    'X-AppSecretToken': tokens.appSecretToken,
    'X-AgreementGrantToken': tokens.agreementGrantToken,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    missingIsNull = false,
  ): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(`${endpoint.apiUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
    } catch (error) {
      // A timeout, a refused connection, DNS: e-conomic may be fine a moment later.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const detail = timedOut
        ? `no answer within ${endpoint.timeoutMs} ms`
        : `${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error}`;
      throw new EconomicError('economic.unreachable', detail, null);
    }
    const json = parseJson(await response.text());
    if (response.status === 404 && missingIsNull) return null;
    if (!response.ok) throw errorOf(response.status, json, response.headers.get('retry-after'));
    return json as T;
  }

  return {
    call,
    async all<T>(path: string, query: Record<string, string> = {}) {
      const out: T[] = [];
      for (let skipPages = 0; ; skipPages++) {
        const search = new URLSearchParams({ ...query, skippages: String(skipPages), pagesize: String(pageSize) });
        const page = (await call<EconomicPage<T>>('GET', `${path}?${search}`))!;
        out.push(...page.collection);
        if (page.collection.length < pageSize || !page.pagination?.nextPage) return out;
      }
    },
  };
}
