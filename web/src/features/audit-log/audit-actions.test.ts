import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionLabel, actionPrefix, describeDetails, knownActions } from './audit-actions.ts';

const catalog = (language: string, namespace: string): unknown =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url)), 'utf8'),
  );

const namespaces = ['auditLog', 'roles', 'employees', 'settings', 'features', 'customTags'];
const translators: Record<string, TFunction> = {};

beforeAll(async () => {
  for (const language of ['da', 'en']) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: language,
      resources: { [language]: { translation: Object.fromEntries(namespaces.map((n) => [n, catalog(language, n)])) } },
      interpolation: { escapeValue: false },
    });
    translators[language] = instance.t;
  }
});

describe('audit actions', () => {
  it('translates every known action in both languages', () => {
    for (const language of ['da', 'en']) {
      for (const action of knownActions) {
        const label = actionLabel(translators[language]!, action);
        expect(label, `${language} ${action}`).not.toBe(action);
        expect(label).not.toContain('auditLog.');
      }
    }
    const t = translators.da!;
    expect(actionLabel(t, 'signin.success')).toBe('Logget ind');
    expect(actionLabel(t, 'signin.failure')).toBe('Mislykket login');
    expect(actionLabel(t, 'employee.role_changed')).toBe('Rolle ændret');
    expect(actionLabel(t, 'customer.deleted')).toBe('Kunde slettet');
  });

  it('shows an unknown action by its raw name', () => {
    expect(actionLabel(translators.da!, 'visit.created')).toBe('visit.created');
    expect(actionLabel(translators.da!, 'signin')).toBe('signin');
  });

  it('filters groups by prefix', () => {
    expect(actionPrefix('signin')).toBe('signin.');
    expect(actionPrefix(undefined)).toBeNull();
  });

  it('describes details compactly and translated', () => {
    const t = translators.da!;
    expect(describeDetails(t, 'signin.failure', { reason: 'wrong_password' })).toEqual(['Forkert adgangskode']);
    expect(describeDetails(t, 'signin.failure', { reason: 'something_new' })).toEqual(['something_new']);
    expect(describeDetails(t, 'employee.role_changed', { userId: 'x', from: 'employee', to: 'administrator' })).toEqual(
      ['Medarbejder → Administrator'],
    );
    expect(
      describeDetails(t, 'employee.permissions_changed', {
        userId: 'x',
        granted: ['allowedToCreateVisit'],
        revoked: ['allowedToInvoice'],
      }),
    ).toEqual(['Givet: Må oprette besøg', 'Frataget: Må fakturere']);
    expect(
      describeDetails(t, 'company.settings_updated', { fields: ['name', 'cvr', 'enableDepartment', 'madeUp'] }),
    ).toEqual(['Ændret: Virksomhedsnavn, CVR-nummer, Afdelinger, madeUp']);
    expect(describeDetails(t, 'customer.imported', { created: 12, skipped: 3 })).toEqual([
      '12 oprettet, 3 sprunget over',
    ]);
    expect(describeDetails(t, 'customTag.deleted', { customTagId: 'x', name: 'Farve', type: 'visit' })).toEqual([
      'Farve',
      'Besøg',
    ]);
    expect(describeDetails(t, 'employee.deactivated', { userId: 'x' })).toEqual([]);
    expect(describeDetails(t, 'signin.success', null)).toEqual([]);
  });

  it('shows the plain details of an unknown action, without ids', () => {
    expect(
      describeDetails(translators.da!, 'visit.archived', {
        visitId: 'abc',
        count: 3,
        names: ['A', 'B'],
        nested: { a: 1 },
      }),
    ).toEqual(['count: 3', 'names: A, B']);
  });
});
