import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConflictList, refusalKey } from './conflict-list.tsx';
import type { QueuedAction } from './offline-db.ts';
import type { SeenVisit } from './visit-changes.ts';

const seen: SeenVisit = {
  id: 'v1',
  version: 1,
  updatedAt: '2026-11-24T06:00:00.000Z',
  status: 'scheduled',
  start: '2026-11-24T07:00:00.000Z',
  end: '2026-11-24T08:00:00.000Z',
  description: 'Eftersyn',
  archived: false,
  address: { streetAddress: 'Nørregade 1', zipcode: '1165', city: 'København K' },
};

const action = (conflict: QueuedAction['conflict']): QueuedAction => ({
  key: 'k1',
  seq: 1,
  userId: 'u1',
  operation: 'finishVisit',
  variables: { reportCompleted: true },
  visitId: 'v1',
  seen,
  queuedAt: '2026-11-24T06:10:00.000Z',
  conflict,
});

describe('ConflictList', () => {
  it('says what the technician did, what the office changed (before and now), and offers retry or drop', async () => {
    const moved = { ...seen, version: 2, start: '2026-11-24T09:00:00.000Z', end: '2026-11-24T10:00:00.000Z' };
    const held = action({ current: moved, changes: ['time'], reason: 'CONFLICT' });
    const onResolve = vi.fn();
    render(<ConflictList conflicts={[held]} names={new Map([['v1', 'Hanne Sørensen']])} onResolve={onResolve} />);

    const alert = screen.getByRole('alert', { name: 'Hanne Sørensen blev ændret, mens du var væk' });
    expect(alert.textContent).toContain('Din handling: Afslut med udfyldt rapport');
    expect(alert.textContent).toContain('Tidspunkt');
    expect(alert.textContent).toContain('Før: 24. nov. 2026, 08.00–09.00');
    expect(alert.textContent).toContain('Nu: 24. nov. 2026, 10.00–11.00');

    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen på det nye besøg' }));
    expect(onResolve).toHaveBeenCalledWith(held, 'retry');
    await userEvent.click(screen.getByRole('button', { name: 'Drop handlingen' }));
    expect(onResolve).toHaveBeenCalledWith(held, 'drop');
  });

  it('offers only to drop an action on a visit that is gone', () => {
    render(
      <ConflictList
        conflicts={[action({ current: null, changes: ['removed'], reason: 'NOT_FOUND' })]}
        names={new Map()}
        onResolve={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Besøget er ikke længere på din liste');
    expect(screen.queryByRole('button', { name: 'Prøv igen på det nye besøg' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Drop handlingen' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a refused time registration says why in the panel’s words, with try again and drop', async () => {
    const refused: QueuedAction = {
      ...action({ current: seen, changes: [], reason: 'timeRegistration.weekApproved' }),
      operation: 'registerTime',
      variables: { input: { type: 'regular', visitId: 'v1' } },
    };
    const onResolve = vi.fn();
    render(<ConflictList conflicts={[refused]} names={new Map([['v1', 'Hanne Sørensen']])} onResolve={onResolve} />);
    const alert = screen.getByRole('alert', { name: 'Hanne Sørensen: tiden blev ikke registreret' });
    expect(alert.textContent).toContain('Din handling: Registrér tid');
    expect(alert.textContent).toContain('Ugen er godkendt og låst.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(onResolve).toHaveBeenCalledWith(refused, 'retry');
  });

  it('an unknown refusal reason still says the server refused it', () => {
    expect(refusalKey('timeRegistration.somethingNew')).toBe('technician.time.refusal.other');
    expect(refusalKey('timeRegistration.overlaps')).toBe('technician.time.refusal.overlaps');
  });
});
