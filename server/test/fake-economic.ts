import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake e-conomic (restapi.e-conomic.com) on a free port, speaking the shapes of its public documentation
 * (restdocs.e-conomic.com; docs/decisions/0031): both token headers or a 401 JSON error; customers, products, draft and
 * booked invoices kept in memory; collections with `collection` and `pagination` (skippages, pagesize), `sort`, and
 * `filter` with `$eq:` and `$in:[…]`. It can be told to answer the next requests with a 429 (Retry-After), a 500, or
 * not at all (a timeout), and to settle a booked invoice (remainder 0).
 */
export interface FakeEconomic {
  url: string;
  tokens: { appSecretToken: string; agreementGrantToken: string };
  customers: Map<number, Record<string, unknown>>;
  products: Map<string, Record<string, unknown>>;
  drafts: Map<number, Record<string, unknown>>;
  booked: Map<number, Record<string, unknown>>;
  /** Every request: method and path with query. */
  requests: { method: string; path: string }[];
  /** The next `count` requests (matching `when`, if given) answer so. */
  fail(
    kind: '429' | '500' | 'hang',
    count?: number,
    options?: { retryAfterSeconds?: number; when?: (method: string, path: string) => boolean },
  ): void;
  /** The customer paid: the booked invoice's remainder becomes 0. */
  settle(bookedInvoiceNumber: number): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const error = (
  res: ServerResponse,
  status: number,
  message: string,
  errorCode: string,
  headers: Record<string, string> = {},
) => json(res, status, { message, errorCode, httpStatusCode: status, logId: 'fake' }, headers);

const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

/** A dotted property of a document (`references.other`). */
const prop = (doc: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc);

/** e-conomic's filter predicates joined by $and: `name$eq:value`, `number$in:[1,2]`. */
function matches(doc: Record<string, unknown>, filter: string | null): boolean {
  if (!filter) return true;
  return filter.split('$and:').every((predicate) => {
    const eq = predicate.match(/^([\w.]+)\$eq:(.*)$/);
    if (eq) return String(prop(doc, eq[1]!) ?? '').toLowerCase() === eq[2]!.toLowerCase();
    const inList = predicate.match(/^([\w.]+)\$in:\[(.*)\]$/);
    if (inList)
      return inList[2]!
        .split(',')
        .map(Number)
        .includes(Number(prop(doc, inList[1]!)));
    throw new Error(`fake e-conomic: unsupported filter ${predicate}`);
  });
}

function page(res: ServerResponse, url: URL, all: Record<string, unknown>[]) {
  const sort = url.searchParams.get('sort');
  let rows = all.filter((doc) => matches(doc, url.searchParams.get('filter')));
  if (sort) {
    const key = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    rows = [...rows].sort((a, b) => (Number(prop(a, key)) - Number(prop(b, key))) * sign);
  }
  const skipPages = Number(url.searchParams.get('skippages') ?? 0);
  const pageSize = Math.min(Number(url.searchParams.get('pagesize') ?? 20), 1000);
  const collection = rows.slice(skipPages * pageSize, (skipPages + 1) * pageSize);
  const more = (skipPages + 1) * pageSize < rows.length;
  json(res, 200, {
    collection,
    pagination: {
      skipPages,
      pageSize,
      results: rows.length,
      ...(more ? { nextPage: `${url.origin}${url.pathname}?skippages=${skipPages + 1}&pagesize=${pageSize}` } : {}),
    },
    self: url.href,
  });
}

export async function startFakeEconomic(
  tokens = { appSecretToken: 'fake-app-secret', agreementGrantToken: 'fake-grant' },
): Promise<FakeEconomic> {
  const customers = new Map<number, Record<string, unknown>>();
  const products = new Map<string, Record<string, unknown>>();
  const drafts = new Map<number, Record<string, unknown>>();
  const booked = new Map<number, Record<string, unknown>>();
  const requests: FakeEconomic['requests'] = [];
  const failures: {
    kind: '429' | '500' | 'hang';
    retryAfterSeconds: number;
    when?: (m: string, p: string) => boolean;
  }[] = [];
  let nextDraft = 1;
  const hanging = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    requests.push({ method, path: `${path}${url.search}` });
    if (
      req.headers['x-appsecrettoken'] !== tokens.appSecretToken ||
      req.headers['x-agreementgranttoken'] !== tokens.agreementGrantToken
    )
      return error(res, 401, 'The request was not authorized: the tokens are missing or wrong.', 'E00500');
    const failure = failures.findIndex((f) => !f.when || f.when(method, path));
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      if (f!.kind === '429')
        return error(res, 429, 'Too many requests.', 'E00429', { 'Retry-After': String(f!.retryAfterSeconds) });
      if (f!.kind === '500') return error(res, 500, 'An unexpected error occurred.', 'E00000');
      hanging.add(res);
      return;
    }
    const body = method === 'POST' || method === 'PUT' ? await readBody(req) : {};
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/self')
      return json(res, 200, { agreementNumber: 424242, company: { name: 'Testfirma Regnskab ApS' }, self: url.href });
    if (path === '/customers' && method === 'GET') return page(res, url, [...customers.values()]);
    if (path === '/customers' && method === 'POST') {
      const n = Number(body.customerNumber ?? Math.max(0, ...customers.keys()) + 1);
      if (customers.has(n)) return error(res, 400, 'Validation error: customerNumber already exists.', 'E04500');
      customers.set(n, { ...body, customerNumber: n });
      return json(res, 201, customers.get(n));
    }
    if ((m = path.match(/^\/customers\/(\d+)$/)) && method === 'PUT') {
      if (!customers.has(Number(m[1]))) return error(res, 404, 'Customer not found.', 'E07000');
      customers.set(Number(m[1]), { ...body, customerNumber: Number(m[1]) });
      return json(res, 200, customers.get(Number(m[1])));
    }
    if (path === '/products' && method === 'POST') {
      products.set(String(body.productNumber), body);
      return json(res, 201, body);
    }
    if ((m = path.match(/^\/products\/([^/]+)$/)) && method === 'PUT') {
      const n = decodeURIComponent(m[1]!).replace(/_(\d+)_/g, (_, c: string) => '<>*%:&/\\_ ?.#+'[Number(c)]!);
      if (!products.has(n)) return error(res, 404, 'Product not found.', 'E07000');
      products.set(n, body);
      return json(res, 200, body);
    }
    if (path === '/invoices/drafts' && method === 'GET') return page(res, url, [...drafts.values()]);
    if (path === '/invoices/drafts' && method === 'POST') {
      if (!customers.has(Number(prop(body, 'customer.customerNumber'))))
        return error(res, 400, 'Validation error.', 'E06000');
      const draft = { ...body, draftInvoiceNumber: nextDraft++ };
      drafts.set(draft.draftInvoiceNumber, draft);
      return json(res, 201, draft);
    }
    if (path === '/invoices/booked' && method === 'GET') return page(res, url, [...booked.values()]);
    if ((m = path.match(/^\/invoices\/booked\/(\d+)$/)) && method === 'GET') {
      const found = booked.get(Number(m[1]));
      return found ? json(res, 200, found) : error(res, 404, 'Booked invoice not found.', 'E07000');
    }
    if (path === '/invoices/booked' && method === 'POST') {
      const draftNumber = Number(prop(body, 'draftInvoice.draftInvoiceNumber'));
      const draft = drafts.get(draftNumber);
      if (!draft) return error(res, 400, 'Draft invoice not found.', 'E06000');
      const number = Number(body.bookWithNumber ?? Math.max(0, ...booked.keys()) + 1);
      if (booked.has(number)) return error(res, 400, 'bookWithNumber is already used.', 'E04500');
      const lines = (draft.lines as { quantity: number; unitNetPrice: number; discountPercentage?: number }[]) ?? [];
      const net = lines.reduce(
        (sum, l) => sum + l.quantity * l.unitNetPrice * (1 - (l.discountPercentage ?? 0) / 100),
        0,
      );
      const gross = Math.round(net * 125) / 100;
      drafts.delete(draftNumber);
      const { draftInvoiceNumber: _drafted, ...rest } = draft;
      booked.set(number, {
        ...rest,
        bookedInvoiceNumber: number,
        grossAmount: gross,
        remainder: gross,
        sendBy: body.sendBy,
      });
      return json(res, 201, booked.get(number));
    }
    return error(res, 404, `No route ${method} ${path}`, 'E07000');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => error(res, 500, String(e), 'E00000'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    customers,
    products,
    drafts,
    booked,
    requests,
    fail(kind, count = 1, options = {}) {
      for (let i = 0; i < count; i++)
        failures.push({ kind, retryAfterSeconds: options.retryAfterSeconds ?? 1, when: options.when });
    },
    settle(number) {
      const invoice = booked.get(number);
      if (!invoice) throw new Error(`no booked invoice ${number}`);
      invoice.remainder = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
