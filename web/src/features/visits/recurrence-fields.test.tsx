import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch, type UseFormGetValues } from 'react-hook-form';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { emptyVisitValues, parseRule, type VisitFormValues } from './visit-form-values.ts';

/** The recurrence part of the visit form on its own, starting Monday 1 June 2026 at 08:00 (Copenhagen). */
function renderFields(): { values: UseFormGetValues<VisitFormValues> } {
  const out = {} as { values: UseFormGetValues<VisitFormValues> };
  function Harness() {
    const form = useForm<VisitFormValues>({
      defaultValues: emptyVisitValues({ start: '2026-06-01T06:00:00.000Z', end: '2026-06-01T07:00:00.000Z' }),
    });
    out.values = form.getValues;
    const repeat = useWatch({ control: form.control, name: 'repeat' });
    return (
      <RecurrenceFields
        control={form.control}
        register={form.register}
        setValue={form.setValue}
        error={() => undefined}
        repeat={repeat}
      />
    );
  }
  render(<Harness />);
  return out;
}

describe('RecurrenceFields', () => {
  it('weekly on two weekdays, stopping after 5 times, gives that rule', async () => {
    const form = renderFields();
    await userEvent.click(screen.getByRole('radio', { name: 'Gentagende' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gentag' }), 'Ugentligt');
    // The start's weekday is chosen to begin with; Wednesday is added.
    expect(screen.getByRole('button', { name: 'mandag' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'onsdag' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Efter' }));
    const count = screen.getByRole('spinbutton', { name: 'Antal gange' });
    await userEvent.clear(count);
    await userEvent.type(count, '5');

    expect(parseRule(form.values('rule'))).toEqual({
      rule: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['MO', 'WE'],
        dayOfMonth: null,
        ordinal: null,
        ordinalWeekday: null,
        count: 5,
        until: null,
      },
    });
    // The preview counts the same visits: Mondays and Wednesdays from the start.
    const preview = screen.getByRole('list', { name: 'De næste besøg' });
    expect(preview.querySelectorAll('li')).toHaveLength(5);
  });

  it('an end date typed the Danish way ends the rule on that day', async () => {
    const form = renderFields();
    await userEvent.click(screen.getByRole('radio', { name: 'Gentagende' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Den' }));
    const until = screen.getByRole<HTMLInputElement>('textbox', { name: 'Slutdato' });
    // Choosing an end date starts from the visit's own day.
    expect(until.value).toBe('01.06.2026');
    await userEvent.clear(until);
    await userEvent.type(until, '31.12.2026');
    expect(parseRule(form.values('rule'))).toMatchObject({ rule: { count: null, until: '2026-12-31' } });
  });
});
