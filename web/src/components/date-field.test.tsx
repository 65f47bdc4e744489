import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../lib/i18n.ts';
import { DateField } from './date-field.tsx';

/** The field as a form holds it: the value it hands on is the value it gets back. */
function Harness({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Startdato"
      aria-label="Startdato"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('hands on the ISO date of a date typed the Danish way', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Startdato' });
    expect(field).toHaveProperty('placeholder', 'dd.mm.åååå');
    await userEvent.type(field, '24.12.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a date that does not exist with a Danish message once the field is left', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Startdato' });
    await userEvent.type(field, '30.02.2026');
    // Not an ISO date: no check of the app takes it for one.
    expect(onValue).toHaveBeenLastCalledWith('30.02.2026');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('30.02.2026 er ikke en dato, der findes');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('writes a short date out in full when left, and shows a value from outside in the language', async () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-01-05" onValue={onValue} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Startdato' });
    expect(field.value).toBe('05.01.2026');
    await userEvent.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
    await userEvent.type(field, '1.2.26');
    await userEvent.tab();
    expect(field.value).toBe('01.02.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-02-01');

    await i18n.changeLanguage('en');
    try {
      expect(await screen.findByDisplayValue('01/02/2026')).toBe(field);
    } finally {
      await i18n.changeLanguage('da');
    }
  });

  it('refuses a day outside min and max', async () => {
    const onChange = vi.fn();
    render(<DateField label="Til" aria-label="Til" value="" min="2026-03-10" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Til' }), '09.03.2026');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('09.03.2026');
    expect(screen.getByRole('alert').textContent).toBe('Vælg en dato fra 10.03.2026');
  });

  it('opens a Danish calendar, Monday first with week numbers, and picks a day from it', async () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-24" onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kalender: Startdato' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender: Startdato' });
    // The calendar is loaded on first use; in a test the first load includes transforming react-day-picker.
    const grid = await within(calendar).findByRole('grid', { name: 'december 2026' }, { timeout: 15_000 });
    // The weekday row is hidden from screen readers (each day's name says its weekday), so read it from the DOM.
    const headers = [...grid.querySelectorAll('thead th')].map((th) => th.getAttribute('aria-label'));
    expect(headers.slice(0, 3)).toEqual(['Ugenummer', 'mandag', 'tirsdag']);
    // 24 December 2026 is in ISO week 52.
    expect(within(grid).getByRole('rowheader', { name: 'Uge 52' })).toBeTruthy();
    await userEvent.click(within(grid).getByRole('button', { name: /^torsdag den 31\. december 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith('2026-12-31');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Startdato' }).value).toBe('31.12.2026');
  });
});
