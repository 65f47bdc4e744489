import { describe, expect, it } from 'vitest';
import { reminderInterestOre, reminderLimits, reminderRefusal } from './payment-reminder.ts';

const overdue = {
  kind: 'invoice' as const,
  state: 'issued' as const,
  dueDate: '2026-11-01',
  reminderCount: 0,
  lastReminderOn: null,
};

describe('payment reminders', () => {
  it('follow the law: after the due date, at most three, at least 10 days apart', () => {
    expect(reminderRefusal(overdue, '2026-11-02')).toBeNull();
    // Due today is not overdue yet.
    expect(reminderRefusal(overdue, '2026-11-01')).toBe('reminder.notOverdue');
    expect(reminderRefusal({ ...overdue, state: 'paid' }, '2026-11-20')).toBe('reminder.notOverdue');
    expect(reminderRefusal({ ...overdue, state: 'credited' }, '2026-11-20')).toBe('reminder.notOverdue');
    expect(reminderRefusal({ ...overdue, kind: 'creditNote' }, '2026-11-20')).toBe('reminder.notOverdue');
    const reminded = { ...overdue, reminderCount: 1, lastReminderOn: '2026-11-05' };
    expect(reminderRefusal(reminded, '2026-11-14')).toBe('reminder.tooSoon');
    expect(reminderRefusal(reminded, '2026-11-15')).toBeNull();
    expect(reminderRefusal({ ...reminded, reminderCount: reminderLimits.maxReminders }, '2026-12-24')).toBe(
      'reminder.tooMany',
    );
    expect(reminderLimits.maxFeeOre).toBe(10_000);
  });

  it('reckon interest from the due date, simple, per year of 365 days, half up in øre', () => {
    // 10.000 kr. at 9,75 % (1,75 + 8) for 30 days: 80,136… kr. → 8.014 øre.
    expect(reminderInterestOre(1_000_000, '2026-11-01', '2026-12-01', 975)).toBe(8014);
    expect(reminderInterestOre(1_000_000, '2026-11-01', '2026-11-01', 975)).toBe(0);
    // Before the due date there is none.
    expect(reminderInterestOre(1_000_000, '2026-11-01', '2026-10-20', 975)).toBe(0);
    // A year: the rate itself.
    expect(reminderInterestOre(1_000_000, '2025-11-01', '2026-11-01', 975)).toBe(97_500);
  });
});
