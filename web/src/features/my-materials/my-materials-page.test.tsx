import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { MyMaterialsPage } from './my-materials-page.tsx';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const unit = (over: Record<string, unknown>) => ({
  id: 'm1',
  name: null,
  model: 'Etherea NZ25',
  category: 'Varmepumper',
  serialNumber: 'PA-NZ25-10231',
  placement: null,
  customerId: 'own',
  address: { streetAddress: 'Nørregade 1', zipcode: '1165', city: 'København K' },
  lastServiceOn: '2025-11-12',
  nextServiceOn: '2026-11-12',
  serviceStatus: 'dueSoon',
  ...over,
});

const units = [
  unit({ id: 'm2', serviceStatus: 'overdue', nextServiceOn: '2026-10-01', customerId: 'east' }),
  unit({ name: 'Stuens varmepumpe', placement: 'Ydervæg' }),
  unit({ id: 'm3', serialNumber: null, serviceStatus: 'none', nextServiceOn: null, lastServiceOn: null }),
];

const places = [
  { id: 'own', name: 'Mette Andersen', own: true },
  { id: 'east', name: 'Afd. Øst', own: false },
];

// The company's own word for the model (renamedModel) is what the card calls it.
const session = { me: { role: 'customer' }, company: { renamedModel: 'Type' } } as unknown as MeAndSettings;

function fakeServer(calls: Call[], answer: (search: unknown) => Response, placeList = places) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    if (body.operationName === 'myCustomers') return Response.json({ data: { myCustomers: placeList } });
    if (body.operationName === 'myMaterials') return answer(body.variables.search);
    return Response.json({ data: null, errors: [{ message: 'unexpected', extensions: { code: 'NOT_FOUND' } }] });
  });
}

const page = (items: unknown[], totalCount = items.length) =>
  Response.json({ data: { myMaterials: { totalCount, items } } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyMaterialsPage session={session} />
    </QueryClientProvider>,
  );
}

describe('MyMaterialsPage', () => {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each unit as a card with its next service and status, serial, place and address', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(units)),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dit udstyr' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    await waitFor(() => expect(cards[0]!.textContent).toContain('Afd. Øst'));
    expect(cards[0]!.textContent).toContain('Næste service01.10.2026Overskredet');
    expect(cards[0]!.textContent).toContain('Serienr.PA-NZ25-10231');
    expect(cards[0]!.textContent).toContain('Nørregade 1, 1165 København K');
    expect(within(cards[1]!).getByRole('heading', { name: 'Stuens varmepumpe' })).toBeTruthy();
    expect(cards[1]!.textContent).toContain('TypeEtherea NZ25');
    expect(cards[1]!.textContent).toContain('Snart service');
    expect(cards[1]!.textContent).toContain('PlaceringYdervæg');
    expect(cards[2]!.textContent).toContain('Næste serviceIngen service');
  });

  it('names no place when the login has only its own', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(units), [places[0]!]),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Dit udstyr' });
    await waitFor(() => expect(calls.some((c) => c.operationName === 'myCustomers')).toBe(true));
    expect(list.textContent).not.toContain('Lokation');
  });

  it('searches on the server and says when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, (search) => (search ? page([]) : page(units))),
    );
    renderPage();
    await screen.findByRole('list', { name: 'Dit udstyr' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Søg i udstyr' }), 'xyz');
    expect(await screen.findByRole('heading', { name: 'Intet udstyr passer til søgningen' })).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'myMaterials').at(-1)!.variables.search).toBe('xyz');
  });

  it('says there is none yet', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page([])),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Intet udstyr endnu' })).toBeTruthy();
  });
});
