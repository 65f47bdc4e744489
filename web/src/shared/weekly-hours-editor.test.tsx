import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { reasonMessage } from '../lib/reasons.ts';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';
import { hoursOf, hoursRows, type HoursRow } from './weekly-hours.ts';

/** The editor on Monday–Friday 08:00–16:00, showing hoursOf's first problem as the settings form does. */
function renderEditor(): { rows: () => HoursRow[] } {
  let latest: HoursRow[] = [];
  function Harness() {
    const [rows, setRows] = useState(() =>
      hoursRows([0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: 480, end: 960 }))),
    );
    const { t } = useTranslation();
    latest = rows;
    const result = hoursOf(rows);
    const error =
      'error' in result
        ? { weekday: result.weekday, period: result.period, message: reasonMessage(t, result.error) }
        : null;
    return <WeeklyHoursEditor legend="Arbejdstider" rows={rows} onChange={setRows} error={error} />;
  }
  render(<Harness />);
  return { rows: () => latest };
}

describe('WeeklyHoursEditor', () => {
  it('adds a second period to a day, focuses it, and the hours hold both', async () => {
    const { rows } = renderEditor();
    const monday = screen.getByRole('group', { name: 'Mandag' });
    await userEvent.click(within(monday).getByRole('button', { name: 'Mandag: tilføj tidsrum' }));

    const from = within(monday).getByRole('textbox', { name: 'Mandag, tidsrum 2, fra' });
    expect(document.activeElement).toBe(from);
    expect(within(monday).getByRole('textbox', { name: 'Mandag, tidsrum 2, til' })).toBeTruthy();
    // The first period keeps its labels.
    expect((within(monday).getByRole('textbox', { name: 'Mandag fra' }) as HTMLInputElement).value).toBe('08:00');

    // A lunch break: 08:00–12:00 and 12:30–16:00.
    const firstTo = within(monday).getByRole('textbox', { name: 'Mandag til' });
    await userEvent.clear(firstTo);
    await userEvent.type(firstTo, '12:00');
    await userEvent.clear(from);
    await userEvent.type(from, '12:30');
    const secondTo = within(monday).getByRole('textbox', { name: 'Mandag, tidsrum 2, til' });
    await userEvent.clear(secondTo);
    await userEvent.type(secondTo, '16:00');
    await userEvent.tab();

    expect(hoursOf(rows())).toEqual({
      hours: [
        { weekday: 0, start: 480, end: 720 },
        { weekday: 0, start: 750, end: 960 },
        ...[1, 2, 3, 4].map((weekday) => ({ weekday, start: 480, end: 960 })),
      ],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an overlap at the later period, and removing it clears the error and moves the focus to add', async () => {
    const { rows } = renderEditor();
    const tuesday = screen.getByRole('group', { name: 'Tirsdag' });
    await userEvent.click(within(tuesday).getByRole('button', { name: 'Tirsdag: tilføj tidsrum' }));
    const from = within(tuesday).getByRole('textbox', { name: 'Tirsdag, tidsrum 2, fra' });
    await userEvent.clear(from);
    await userEvent.type(from, '15:00');
    await userEvent.tab();

    expect(within(tuesday).getByRole('alert').textContent).toBe('Tidsrummene overlapper hinanden');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(within(tuesday).getByRole('textbox', { name: 'Tirsdag fra' }).getAttribute('aria-invalid')).not.toBe('true');

    await userEvent.click(within(tuesday).getByRole('button', { name: 'Tirsdag: fjern tidsrum 2' }));
    expect(within(tuesday).queryByRole('textbox', { name: 'Tirsdag, tidsrum 2, fra' })).toBeNull();
    expect(document.activeElement).toBe(within(tuesday).getByRole('button', { name: 'Tirsdag: tilføj tidsrum' }));
    // One period left: it cannot be removed (closing the day is the checkbox).
    expect(within(tuesday).queryByRole('button', { name: /fjern/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rows()[1]!.periods).toEqual([{ from: '08:00', to: '16:00' }]);
  });

  it('tells an end before its start at that period', async () => {
    renderEditor();
    const friday = screen.getByRole('group', { name: 'Fredag' });
    const to = within(friday).getByRole('textbox', { name: 'Fredag til' });
    await userEvent.clear(to);
    await userEvent.type(to, '07:00');
    await userEvent.tab();
    expect(within(friday).getByRole('alert').textContent).toBe('Sluttid skal være efter starttid');
    expect(to.getAttribute('aria-invalid')).toBe('true');
  });
});
