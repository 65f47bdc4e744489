import { describe, expect, it } from 'vitest';
import {
  fillReminderText,
  localDay,
  nightlyRunAt,
  proposedServiceSlots,
  serviceReminderAnswerSchema,
  serviceReminderRefusal,
  type ReminderCandidate,
} from './service-reminder.ts';
import { isServiceDue } from './material-service.ts';

const due: ReminderCandidate = {
  state: 'pending',
  dueOn: '2026-12-01',
  serviceOn: true,
  nextServiceOn: '2026-12-01',
  email: 'kunde@example.dk',
};

describe('service reminder refusal', () => {
  it('sends a pending reminder for the unit’s current due date to a customer with email', () => {
    expect(serviceReminderRefusal(due)).toBeNull();
    // A reminder whose mail failed may be sent again.
    expect(serviceReminderRefusal({ ...due, state: 'failed' })).toBeNull();
  });
  it('never sends one twice', () => {
    for (const state of ['queued', 'sent', 'skipped'] as const) {
      expect(serviceReminderRefusal({ ...due, state })).toBe('serviceReminder.alreadySent');
    }
  });
  it('refuses a unit whose service is off, before anything else the office could fix', () => {
    expect(serviceReminderRefusal({ ...due, serviceOn: false, email: null })).toBe('serviceReminder.serviceOff');
    expect(serviceReminderRefusal({ ...due, nextServiceOn: null })).toBe('serviceReminder.serviceOff');
  });
  it('refuses a reminder for a due date the unit no longer has (serviced since)', () => {
    expect(serviceReminderRefusal({ ...due, nextServiceOn: '2027-12-01' })).toBe('serviceReminder.notDue');
  });
  it('skips a customer without email', () => {
    expect(serviceReminderRefusal({ ...due, email: null })).toBe('serviceReminder.noEmail');
    expect(serviceReminderRefusal({ ...due, email: '  ' })).toBe('serviceReminder.noEmail');
  });
});

describe('the nightly run', () => {
  it('belongs to the local day and runs at 02:00 Copenhagen time, summer and winter', () => {
    expect(localDay(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(nightlyRunAt('2026-11-25').toISOString()).toBe('2026-11-25T01:00:00.000Z');
    expect(nightlyRunAt('2026-07-01').toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });
  it('finds a unit due from the company’s days before its service date', () => {
    expect(isServiceDue('2026-12-25', '2026-11-25', 30)).toBe(true);
    expect(isServiceDue('2026-12-26', '2026-11-25', 30)).toBe(false);
    expect(isServiceDue(null, '2026-11-25', 30)).toBe(false);
  });
});

describe('the reminder text', () => {
  const values = {
    customer: 'Jens Hansen',
    unit: 'Varmepumpe X',
    date: '1. december 2026',
    link: 'https://app/service/abc',
    company: 'Demo',
  };
  it('fills the placeholders', () => {
    expect(fillReminderText('Service af {unit} hos {customer} ({date}): {link}', values, { isBody: true })).toBe(
      'Service af Varmepumpe X hos Jens Hansen (1. december 2026): https://app/service/abc',
    );
    expect(fillReminderText('{company}: service', values, { isBody: false })).toBe('Demo: service');
  });
  it('adds the link to a body that has none', () => {
    expect(fillReminderText('Hej {customer}', values, { isBody: true })).toBe(
      'Hej Jens Hansen\n\nhttps://app/service/abc\n',
    );
  });
});

describe('the customer’s answer', () => {
  it('needs a phone number to be called', () => {
    expect(serviceReminderAnswerSchema.safeParse({ kind: 'call', phoneNumber: '' }).success).toBe(false);
    expect(serviceReminderAnswerSchema.safeParse({ kind: 'call', phoneNumber: '12345678' }).success).toBe(true);
  });
  it('takes a time', () => {
    const parsed = serviceReminderAnswerSchema.parse({ kind: 'time', start: '2026-12-01T08:00:00Z' });
    expect(parsed.kind === 'time' && parsed.start.toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
  it('proposes mornings and noons of the next working days', () => {
    // From Friday 27 November 2026: Monday and Tuesday (no weekend).
    const slots = proposedServiceSlots('2026-11-27', 2).map((d) => d.toISOString());
    expect(slots).toEqual([
      '2026-11-30T07:00:00.000Z',
      '2026-11-30T11:00:00.000Z',
      '2026-12-01T07:00:00.000Z',
      '2026-12-01T11:00:00.000Z',
    ]);
  });
});
