import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CustomerPicker } from './customer-picker.tsx';

const customers = [
  { id: 'c1', name: 'Hillerød Rengøring', city: 'Hillerød' },
  { id: 'c2', name: 'Hillerød Tandklinik', city: 'Hillerød' },
  { id: 'c3', name: 'Aarhus Bageri', city: 'Aarhus C' },
];
const address = (city: string) => ({ streetAddress: null, zipcode: null, city, latitude: null, longitude: null });

/** The server's customer search, as the picker's GraphQL queries meet it. */
function fakeServer(search: string[]) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, string | null> };
    if (body.operationName === 'visitCustomerPick') {
      const term = (body.variables.search ?? '').toLowerCase();
      search.push(term);
      const items = customers
        .filter((c) => c.name.toLowerCase().includes(term))
        .map((c) => ({ id: c.id, name: c.name, address: address(c.city) }));
      return Response.json({ data: { customers: { items } } });
    }
    const found = customers.find((c) => c.id === body.variables.id)!;
    return Response.json({ data: { customer: { id: found.id, name: found.name, address: address(found.city) } } });
  });
}

function renderPicker(onChange = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <CustomerPicker label="Kunde" value={null} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, view };
}

describe('CustomerPicker', () => {
  const searches: string[] = [];
  beforeEach(() => {
    searches.length = 0;
    vi.stubGlobal('fetch', fakeServer(searches));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('searches the server as one types; Arrow Down twice and Enter picks the second customer', async () => {
    const { onChange } = renderPicker();
    const field = screen.getByRole('combobox', { name: 'Kunde' });
    await userEvent.type(field, 'Hiller');
    const list = screen.getByRole('listbox', { name: 'Kunde' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('2 resultater. Brug pil op og ned for at vælge');
    expect(searches.at(-1)).toBe('hiller');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    // Nothing is highlighted until the first Arrow Down.
    expect(field.getAttribute('aria-activedescendant') ?? '').toBe('');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ id: 'c2', name: 'Hillerød Tandklinik' });
  });

  it('says when nothing matches, and Escape closes the list without picking', async () => {
    const { onChange } = renderPicker();
    const field = screen.getByRole('combobox', { name: 'Kunde' });
    await userEvent.type(field, 'Odense');
    // Shown in the open list and announced by the status region.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Ingen kunder fundet'));
    await userEvent.clear(field);
    await userEvent.type(field, 'Aarhus');
    const list = screen.getByRole('listbox', { name: 'Kunde' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});
