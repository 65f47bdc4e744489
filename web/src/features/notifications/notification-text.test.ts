import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationCustomerId, notificationText, notificationVisitId } from './notification-text.ts';
import type { Notification } from './notifications-api.ts';

const catalog = (language: string) =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../locales/${language}/notifications.json`, import.meta.url)), 'utf8'),
  );

const translators: Record<string, TFunction> = {};
beforeAll(async () => {
  for (const language of ['da', 'en']) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation: { notifications: catalog(language) } } },
    });
    translators[language] = instance.t;
  }
});

const notification = (kind: string, payload: unknown): Notification => ({
  id: 'n1',
  kind,
  payload,
  createdAt: '2026-11-25T10:00:00Z',
  readAt: null,
});

describe('notificationText', () => {
  it('words every kind the server sends in Danish and English', () => {
    const kinds = [
      'visit_assigned',
      'visit_changed',
      'report_completed',
      'booking_received',
      'reminder_failed',
      'economic_failed',
      'visit_declined',
      'service_due',
    ];
    for (const kind of kinds) {
      const { key, values } = notificationText(notification(kind, { caseNumber: 7, by: 'Anna', count: 2 }));
      expect(key).toBe(`notifications.kinds.${kind}`);
      for (const t of Object.values(translators)) expect(t(key, values)).not.toContain('notifications.');
    }
    const { key, values } = notificationText(notification('visit_assigned', { caseNumber: 1024, by: 'Anna Jensen' }));
    expect(translators.da!(key, values)).toBe('Anna Jensen har sat dig på besøg #1024 ');
  });

  it('has a general text for a kind it does not know, and takes only text and numbers from the payload', () => {
    const unknown = notificationText(notification('something_new', null));
    expect(translators.da!(unknown.key, unknown.values)).toBe('Ny notifikation');
    const odd = notificationText(notification('visit_assigned', { caseNumber: { x: 1 }, by: ['a'], visitId: 5 }));
    expect(odd.values).toMatchObject({ caseNumber: '', by: '' });
    expect(notificationVisitId(notification('visit_assigned', { visitId: 5 }))).toBeNull();
    expect(notificationVisitId(notification('visit_assigned', { visitId: 'v1' }))).toBe('v1');
  });
  it('words a message by where it was written and whether it is private, and links to its visit or customer', () => {
    const base = { messageId: 'm1', customerId: 'c1', customerName: 'Mette Andersen', by: 'Anna' };
    const onVisit = notification('message_received', { ...base, visitId: 'v1', caseNumber: 12, visibility: 'ALL' });
    const onCustomer = notification('message_received', {
      ...base,
      visitId: null,
      caseNumber: null,
      visibility: 'ALL',
    });
    const privately = notification('message_received', {
      ...base,
      visitId: 'v1',
      caseNumber: 12,
      visibility: 'EMPLOYEE',
    });
    const text = (n: Notification, language: string) => {
      const { key, values } = notificationText(n);
      return translators[language]!(key, values);
    };
    expect(text(onVisit, 'da')).toBe('Anna har skrevet en besked på besøg #12 Mette Andersen');
    expect(text(onCustomer, 'da')).toBe('Anna har skrevet en besked hos kunden Mette Andersen');
    expect(text(privately, 'da')).toBe('Anna har sendt dig en privat besked på besøg #12 Mette Andersen');
    expect(text(onVisit, 'en')).toBe('Anna wrote a message on visit #12 Mette Andersen');
    const privatelyOnCustomer = notification('message_received', { ...base, visitId: null, visibility: 'EMPLOYEE' });
    expect(text(privatelyOnCustomer, 'en')).toBe('Anna sent you a private message on the customer Mette Andersen');

    expect(notificationVisitId(onVisit)).toBe('v1');
    expect(notificationCustomerId(onVisit)).toBeNull();
    expect(notificationCustomerId(onCustomer)).toBe('c1');
    expect(notificationCustomerId(notification('booking_received', { customerId: 'c1' }))).toBeNull();
  });
});
