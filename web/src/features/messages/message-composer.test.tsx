import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MessageComposer } from './message-composer.tsx';

const recipients = [
  { id: 'u1', name: 'Anna Tekniker' },
  { id: 'u2', name: 'Bo Administrator' },
];

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

/** The server as the composer meets it: the recipients, and a postMessage that answers `post`. */
function fakeServer(calls: Call[], post: () => Response) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    if (body.operationName === 'messageRecipients') return Response.json({ data: { messageRecipients: recipients } });
    if (body.operationName === 'postMessage') return post();
    return Response.json({ data: null, errors: [{ message: 'unexpected', extensions: { code: 'NOT_FOUND' } }] });
  });
}

const posted = () =>
  Response.json({
    data: {
      postMessage: {
        id: 'm1',
        visitId: 'v1',
        customerId: 'c1',
        visibility: 'ALL',
        recipient: null,
        author: { id: 'me', name: 'Mig' },
        authorRole: 'administrator',
        body: 'Hej',
        createdAt: '2026-11-25T10:00:00Z',
        mine: true,
      },
    },
  });

function renderComposer(role: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MessageComposer owner={{ visitId: 'v1' }} role={role} />
    </QueryClientProvider>,
  );
}

const visibilitySelect = () => screen.queryByRole('combobox', { name: 'Hvem kan læse den' });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('MessageComposer', () => {
  const calls: Call[] = [];
  let post: () => Response = posted;
  beforeEach(() => {
    calls.length = 0;
    post = posted;
    vi.stubGlobal(
      'fetch',
      fakeServer(calls, () => post()),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers an administrator all three: everyone, only the customer, one employee', () => {
    renderComposer('administrator');
    expect(optionTexts(visibilitySelect()!)).toEqual([
      'Alle (også kunden)',
      'Kun kunden (ikke medarbejderne)',
      'Privat til én medarbejder',
    ]);
  });

  it('offers employees and suppliers everyone or one employee, never only the customer', () => {
    for (const role of ['employee', 'supplier']) {
      renderComposer(role);
      expect(optionTexts(visibilitySelect()!), role).toEqual(['Alle (også kunden)', 'Privat til én medarbejder']);
      cleanup();
    }
  });

  it('gives a customer no choice: her message is for all', async () => {
    renderComposer('customer');
    expect(visibilitySelect()).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Besked' }), 'Hvornår kommer I?');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'postMessage')).toBe(true));
    expect(calls.find((c) => c.operationName === 'postMessage')!.variables.input).toEqual({
      visitId: 'v1',
      visibility: 'ALL',
      recipientUserId: null,
      body: 'Hvornår kommer I?',
    });
    // The recipients are staff's: a customer's page never asks for them.
    expect(calls.some((c) => c.operationName === 'messageRecipients')).toBe(false);
  });

  it('asks for the employee when the message is private to one, and sends it to them', async () => {
    renderComposer('employee');
    expect(screen.queryByRole('combobox', { name: 'Til medarbejder' })).toBeNull();
    await userEvent.selectOptions(visibilitySelect()!, 'Privat til én medarbejder');
    const recipient = screen.getByRole('combobox', { name: 'Til medarbejder' });
    await waitFor(() =>
      expect(optionTexts(recipient)).toEqual(['Vælg medarbejder', 'Anna Tekniker', 'Bo Administrator']),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Besked' }), 'Husk nøglen');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(screen.getByText('Vælg den medarbejder, beskeden er til')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'postMessage')).toBe(false);

    await userEvent.selectOptions(recipient, 'Bo Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(calls.some((c) => c.operationName === 'postMessage')).toBe(true));
    expect(calls.find((c) => c.operationName === 'postMessage')!.variables.input).toEqual({
      visitId: 'v1',
      visibility: 'EMPLOYEE',
      recipientUserId: 'u2',
      body: 'Husk nøglen',
    });
    // Sent: the box is empty for the next one.
    await waitFor(() => expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Besked' }).value).toBe(''));

    // Back to everyone: no recipient to choose.
    await userEvent.selectOptions(visibilitySelect()!, 'Alle (også kunden)');
    expect(screen.queryByRole('combobox', { name: 'Til medarbejder' })).toBeNull();
  });

  it("shows the server's refusal of the text under it and keeps what was written", async () => {
    post = () =>
      Response.json({
        data: null,
        errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', field: 'body', reason: 'tooLong' } }],
      });
    renderComposer('administrator');
    const body = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Besked' });
    await userEvent.type(body, 'En lang besked');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Teksten er for lang');
    expect(body.value).toBe('En lang besked');
  });

  it('refuses an empty message before asking the server', async () => {
    renderComposer('administrator');
    await userEvent.type(screen.getByRole('textbox', { name: 'Besked' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send besked' }));
    expect(screen.getByText('Skriv en besked')).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'postMessage')).toBe(false);
  });
});
