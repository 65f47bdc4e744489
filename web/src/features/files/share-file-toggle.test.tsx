import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StoredFile } from './files-api.ts';
import { ShareFileToggle } from './share-file-toggle.tsx';

const file = (over: Partial<StoredFile> = {}) =>
  ({
    id: 'f1',
    name: 'Tilbud.pdf',
    kind: 'document',
    mimeType: 'application/pdf',
    size: 100,
    width: null,
    height: null,
    url: '/files/f1',
    thumbnailUrl: null,
    uploadedByName: 'Anna Jensen',
    mayDelete: true,
    sharedWithCustomer: false,
    mayShare: true,
    createdAt: '2026-11-02T09:30:00.000Z',
    ...over,
  }) as StoredFile;

function renderToggle(stored: StoredFile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShareFileToggle owner={{ customerId: 'c1' }} file={stored} />
    </QueryClientProvider>,
  );
}

describe('ShareFileToggle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares at once when switched, named with the file, and sends the choice', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderToggle(file());
    const toggle = screen.getByRole('switch', { name: 'Delt med kunden: Tilbud.pdf' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    // Optimistic: on before the server answers.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    const sent = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    expect(sent).toMatchObject({ operationName: 'setFileShared', variables: { id: 'f1', shared: true } });
    answer(Response.json({ data: { setFileShared: { id: 'f1', sharedWithCustomer: true } } }));
    await waitFor(() => expect(toggle.hasAttribute('disabled')).toBe(false));
  });

  it('goes back when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: null, errors: [{ message: 'x', extensions: { code: 'FORBIDDEN' } }] })),
    );
    renderToggle(file());
    const toggle = screen.getByRole('switch', { name: 'Delt med kunden: Tilbud.pdf' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.hasAttribute('disabled')).toBe(false);
  });

  it('shows those who may not share only whether it is shared', () => {
    renderToggle(file({ mayShare: false, sharedWithCustomer: true }));
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Delt med kunden')).toBeTruthy();
  });
});
