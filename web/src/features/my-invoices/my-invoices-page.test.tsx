import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formatMoney } from '../../lib/format/index.ts';
import { MyInvoicesPage } from './my-invoices-page.tsx';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const invoice = (over: Record<string, unknown>) => ({
  id: 'i1',
  number: 12,
  kind: 'invoice',
  customerId: 'own',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  total: 125_000,
  paid: false,
  overdue: false,
  credited: false,
  ...over,
});

const invoices = [
  invoice({ id: 'i3', number: 14, customerId: 'east', overdue: true, total: 50_000 }),
  invoice({ id: 'i2', number: 13, paid: true }),
  invoice({ id: 'i1', number: 12, kind: 'creditNote', dueDate: null, total: -25_000 }),
];

const places = [
  { id: 'own', name: 'Mette Andersen', own: true },
  { id: 'east', name: 'Afd. Øst', own: false },
];

/** The server as the page meets it: the login's places and a page of invoices (`answer` per status). */
function fakeServer(calls: Call[], answer: (status: unknown) => Response, placeList = places) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    if (body.operationName === 'myCustomers') return Response.json({ data: { myCustomers: placeList } });
    if (body.operationName === 'myInvoices') return answer(body.variables.status);
    return Response.json({ data: null, errors: [{ message: 'unexpected', extensions: { code: 'NOT_FOUND' } }] });
  });
}

const page = (items: unknown[], totalCount = items.length) =>
  Response.json({ data: { myInvoices: { totalCount, items } } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyInvoicesPage />
    </QueryClientProvider>,
  );
}

describe('MyInvoicesPage', () => {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the invoices with their dates, amount, status, place and PDF link', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(invoices)),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dine fakturaer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Faktura 14',
      'Faktura 13',
      'Kreditnota 12',
    ]);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      'Faktura 14',
      '02.11.2026',
      '16.11.2026',
      'Afd. Øst',
      formatMoney(50_000),
      'Forfalden',
      'Hent PDF',
    ]);
    expect(cells(1)[5]).toBe('Betalt');
    expect(cells(2).slice(2)).toEqual(['—', 'Mette Andersen', formatMoney(-25_000), 'Kreditnota', 'Hent PDF']);
    const link = screen.getByRole('link', { name: 'Hent PDF af Faktura 14' });
    expect(link.getAttribute('href')).toBe('/invoices/i3/invoice.pdf');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('names no place when the login has only its own', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(invoices), [places[0]!]),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dine fakturaer' });
    expect(within(table).queryByRole('columnheader', { name: 'Sted' })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
  });

  it('filters unpaid and paid on the server, and says so when none match', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, (status) =>
        status === 'UNPAID' ? page([invoices[0]]) : status === 'PAID' ? page([]) : page(invoices),
      ),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Dine fakturaer' });
    expect(screen.getByRole('button', { name: 'Alle' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Ikke betalt' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Ikke betalt' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Forfalden')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Betalt' }));
    expect(await screen.findByRole('heading', { name: 'Ingen fakturaer her' })).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'myInvoices').map((c) => c.variables.status)).toEqual([
      null,
      'UNPAID',
      'PAID',
    ]);
  });

  it('says there are no invoices yet, and offers a retry when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page([])),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ingen fakturaer endnu' })).toBeTruthy();
    vi.unstubAllGlobals();

    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () =>
        Response.json({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });

  it('pages: the next page asks for the next twenty', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(invoices, 45)),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Dine fakturaer' });
    await userEvent.click(screen.getByRole('button', { name: 'Næste side' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'myInvoices').map((c) => c.variables.offset)).toEqual([0, 20]),
    );
  });

  it('shows a phone each invoice as a card with its status and PDF link', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(invoices)),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dine fakturaer' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]!.textContent).toContain('Faktura 14');
    expect(cards[0]!.textContent).toContain('Forfalden');
    expect(cards[0]!.textContent).toContain('Dato 02.11.2026 · forfalder 16.11.2026');
    expect(cards[0]!.textContent).toContain('Afd. Øst');
    expect(within(cards[2]!).getByRole('link', { name: 'Hent PDF af Kreditnota 12' })).toBeTruthy();
    expect(cards[2]!.textContent).toContain('Dato 02.11.2026');
  });
});
