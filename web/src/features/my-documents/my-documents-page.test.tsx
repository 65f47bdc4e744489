import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formatDate, formatFileSize } from '../../lib/format/index.ts';
import { MyDocumentsPage } from './my-documents-page.tsx';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const document = (over: Record<string, unknown>) => ({
  id: 'd1',
  name: 'Kontrakt.pdf',
  kind: 'document',
  contentType: 'application/pdf',
  size: 48_213,
  createdAt: '2026-11-02T09:30:00.000Z',
  url: '/files/d1',
  attachedTo: { kind: 'CUSTOMER', id: 'c1', label: 'Mette Andersen' },
  ...over,
});

const documents = [
  document({
    id: 'd3',
    name: 'Servicerapport.pdf',
    url: '/files/d3',
    attachedTo: { kind: 'VISIT', id: 'v1', label: '1042' },
  }),
  document({
    id: 'd2',
    name: 'Før.jpg',
    kind: 'image',
    contentType: 'image/jpeg',
    url: '/files/d2',
    attachedTo: { kind: 'MATERIAL', id: 'm1', label: 'Stuens varmepumpe' },
  }),
  document({}),
];

/** The server as the page meets it: a page of shared documents, or what `answer` gives. */
function fakeServer(calls: Call[], answer: () => Response) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    if (body.operationName === 'myDocuments') return answer();
    return Response.json({ data: null, errors: [{ message: 'unexpected', extensions: { code: 'NOT_FOUND' } }] });
  });
}

const page = (items: unknown[], totalCount = items.length) =>
  Response.json({ data: { myDocuments: { totalCount, items } } });

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MyDocumentsPage />
    </QueryClientProvider>,
  );
}

describe('MyDocumentsPage', () => {
  const calls: Call[] = [];
  beforeEach(() => {
    calls.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each shared file with what it belongs to, its date and size, and a download link', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(documents)),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Delte dokumenter' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Servicerapport.pdf');
    expect(rows[0]!.textContent).toContain('Besøg 1042');
    expect(rows[1]!.textContent).toContain('Udstyr: Stuens varmepumpe');
    expect(rows[2]!.textContent).toContain('Mette Andersen');
    expect(rows[2]!.textContent).toContain(`${formatDate('2026-11-02T09:30:00.000Z')} · ${formatFileSize(48_213)}`);
    const link = within(rows[2]!).getByRole('link', { name: 'Download Kontrakt.pdf' });
    expect(link.getAttribute('href')).toBe('/files/d1?download=1');
    expect(link.getAttribute('download')).toBe('Kontrakt.pdf');
  });

  it('says there are none yet, and offers a retry when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page([])),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ingen dokumenter endnu' })).toBeTruthy();
    vi.unstubAllGlobals();

    let failing = true;
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () =>
        failing
          ? Response.json({ data: null, errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] })
          : page(documents),
      ),
    );
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Prøv igen' });
    expect(screen.getByRole('heading', { name: 'Dokumenterne kunne ikke hentes.' })).toBeTruthy();
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Delte dokumenter' })).toBeTruthy();
  });

  it('pages: the next page asks for the next twenty', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => page(documents, 45)),
    );
    renderPage();
    await screen.findByRole('list', { name: 'Delte dokumenter' });
    await userEvent.click(screen.getByRole('button', { name: 'Næste side' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.operationName === 'myDocuments').map((c) => c.variables.offset)).toEqual([0, 20]),
    );
  });
});
