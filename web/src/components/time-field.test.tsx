import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeField } from './time-field.tsx';

function Harness({ initial = '', onValue }: { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      aria-label="Starttid"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('TimeField', () => {
  it('reads a typed time on the 24-hour clock and writes it as HH:mm when left', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Starttid' });
    expect(field.placeholder).toBe('tt:mm');
    await userEvent.type(field, '830');
    expect(onValue).toHaveBeenLastCalledWith('08:30');
    await userEvent.tab();
    expect(field.value).toBe('08:30');

    await userEvent.clear(field);
    await userEvent.type(field, '17.45');
    expect(onValue).toHaveBeenLastCalledWith('17:45');
  });

  it('refuses a time past 23:59 with a Danish message once left', async () => {
    const onValue = vi.fn();
    render(<Harness initial="09:00" onValue={onValue} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Starttid' });
    expect(field.value).toBe('09:00');
    await userEvent.clear(field);
    await userEvent.type(field, '24:30');
    expect(onValue).toHaveBeenLastCalledWith('24:30');
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Skriv tiden som tt:mm på 24-timers ur, fx 14:30');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
