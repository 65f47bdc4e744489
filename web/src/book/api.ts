// The public booking API (/book/api, docs/decisions/0034): JSON in and out, the company from the host or from
// `?company=<slug>` passed through from the page's own address.

export interface Service {
  id: string;
  name: string;
  description: string | null;
  minutes: number;
  price: number | null;
}

export interface SiteTexts {
  intro?: string;
  confirmation?: string;
  waitlist?: string;
}

/** A customer signed in to the company (its login's session cookie): its customer record's contact details. */
export interface SignedIn {
  name: string;
  email: string | null;
  phone: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
}

export interface Site {
  company: { name: string };
  termsUrl: string | null;
  waitlist: boolean;
  languages: string[];
  texts: Partial<Record<'da' | 'en', SiteTexts>>;
  services: Service[];
  /** Only when a customer of this company is signed in. */
  signedIn?: SignedIn;
}

export interface Slot {
  start: string;
  end: string;
}

/** A waitlist offer as its claim link shows it (GET /book/api/claims/:token). */
export interface Claim {
  serviceName: string;
  start: string;
  end: string;
  state: 'offered' | 'claimed' | 'gone';
}

/** A refused or failed call: `code` is the server's error code, or `network` / `server` when there was none. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly retryAfter = 0,
  ) {
    super(code);
  }
}

const company = new URLSearchParams(location.search).get('company');

function url(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (company) query.set('company', company);
  const text = query.toString();
  return `/book/api/${path}${text ? `?${text}` : ''}`;
}

async function call<R>(path: string, params: Record<string, string>, body?: unknown): Promise<R> {
  let response: Response;
  try {
    response = await fetch(
      url(path, params),
      body === undefined
        ? { headers: { accept: 'application/json' } }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    throw new ApiError('network', 0);
  }
  let data: Record<string, unknown> = {};
  try {
    data = (await response.json()) as Record<string, unknown>;
  } catch {
    if (response.ok) throw new ApiError('server', response.status);
  }
  if (response.ok) return data as R;
  const retryAfter = Number(data.retryAfter ?? response.headers.get('retry-after') ?? 0);
  throw new ApiError(
    typeof data.error === 'string' ? data.error : response.status === 429 ? 'rate_limited' : 'server',
    response.status,
    (data.fields as Record<string, string> | undefined) ?? {},
    Number.isFinite(retryAfter) ? Math.ceil(retryAfter) : 0,
  );
}

export const api = {
  site: () => call<Site>('site', {}),
  postcode: (zipcode: string) => call<{ inArea: boolean }>('postcode', { zipcode }),
  slots: (service: string, zipcode: string, from: string, days: number) =>
    call<{ slots: Slot[] }>('slots', { service, zipcode, from, days: String(days) }),
  hold: (body: { serviceId: string; zipcode: string; start: string }) =>
    call<{ holdToken: string; expiresAt: string }>('holds', {}, body),
  book: (body: Record<string, unknown>) =>
    call<{ reference: string; start: string; end: string; serviceName: string }>('bookings', {}, body),
  callback: (body: Record<string, unknown>) => call<{ reference: string }>('callbacks', {}, body),
  waitlist: (body: Record<string, unknown>) => call<{ ok: true }>('waitlist', {}, body),
  claim: (token: string) => call<Claim>(`claims/${encodeURIComponent(token)}`, {}),
  claimOffer: (token: string) =>
    call<{ reference: string; start: string; end: string; serviceName: string }>(
      `claims/${encodeURIComponent(token)}`,
      {},
      {},
    ),
};

/** A fresh idempotency key (getRandomValues works on plain http too, unlike randomUUID). */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
