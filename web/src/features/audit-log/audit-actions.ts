import type { TFunction } from 'i18next';

/** The actions the server records today (server/src/audit/audit.service.ts); others are shown by their raw name. */
export const knownActions = [
  'signin.success',
  'signin.failure',
  'signin.rate_limited',
  'signout',
  'password.changed',
  'password.reset_started',
  'password.reset',
  'superadmin.switch',
  'superadmin.exit',
  'company.settings_updated',
  'customer.deleted',
  'customer.imported',
  'employee.created',
  'employee.role_changed',
  'employee.permissions_changed',
  'employee.deactivated',
  'employee.reactivated',
  'employee.deleted',
  'department.deleted',
  'customTag.deleted',
  'invitation.created',
  'invitation.accepted',
  'visit.deleted',
  'visit.invoiceState',
  'time.week_approved',
  'time.week_reopened',
  'time.wages_overwritten',
  'priceList.imported',
  'stock.counted',
  'stock.corrected',
  'item.deleted',
  'itemGroup.deleted',
  'file.deleted',
  'mail.resent',
  'invoice.created',
  'invoice.issued',
  'invoice.credited',
  'invoice.paid',
  'invoice.unpaid',
  'invoice.sent',
  'invoice.reminded',
  'invoice.edited',
  'equipmentCategory.deleted',
  'equipmentProduct.deleted',
  'material.deleted',
  'rental.deleted',
  'serviceReminder.sent',
] as const;

const known: ReadonlySet<string> = new Set(knownActions);

/** The action filter: each group is a prefix the server matches ('signin.' → signin.success, signin.failure, …). */
export const actionGroups = ['signin', 'employee', 'invitation', 'customer', 'company', 'superadmin'] as const;
export type ActionGroup = (typeof actionGroups)[number];

export function isActionGroup(value: unknown): value is ActionGroup {
  return (actionGroups as readonly unknown[]).includes(value);
}

export function actionPrefix(group: ActionGroup | undefined): string | null {
  return group ? `${group}.` : null;
}

/** 'Logget ind', 'Rolle ændret', …; an action this version does not know keeps its raw name. */
export function actionLabel(t: TFunction, action: string): string {
  return known.has(action) ? t(`auditLog.actions.${action}`) : action;
}

export type ActionTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export function actionTone(action: string): ActionTone {
  if (action === 'signin.failure' || action === 'signin.rate_limited') return 'danger';
  if (action === 'signin.success') return 'success';
  if (action.endsWith('.deleted') || action === 'employee.deactivated') return 'warning';
  if (action.startsWith('superadmin.')) return 'info';
  return 'neutral';
}

const signInFailureReasons: ReadonlySet<string> = new Set([
  'unknown_email',
  'wrong_password',
  'inactive',
  'customer_login_disabled',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function role(t: TFunction, value: unknown): string | undefined {
  const r = text(value);
  return r ? t(`roles.${r}`, { defaultValue: r }) : undefined;
}

function permission(t: TFunction, flag: string): string {
  return t(`employees.permissions.${flag}.label`, { defaultValue: flag });
}

function companyField(t: TFunction, field: string): string {
  if (field === 'name') return t('settings.companyName');
  return t([`features.${field}.label`, `settings.${field}`], { defaultValue: field });
}

/** Primitive details of an action this version does not describe, as 'key: value'; ids are left out. */
function generic(details: Record<string, unknown>): string[] {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (/id$/i.test(key)) continue;
    const shown = Array.isArray(value)
      ? strings(value).join(', ')
      : typeof value === 'boolean'
        ? String(value)
        : text(value);
    if (shown) parts.push(`${key}: ${shown}`);
  }
  return parts;
}

/**
 * The details of an entry as short translated phrases: the reason of a failed sign-in, the changed settings,
 * the old and new role, the name of what was deleted. Empty when there is nothing worth showing.
 */
export function describeDetails(t: TFunction, action: string, details: unknown): string[] {
  if (!isRecord(details)) return [];
  const d = details;
  const parts: (string | undefined)[] = [];
  switch (action) {
    case 'signin.failure': {
      const reason = text(d.reason);
      if (reason) parts.push(signInFailureReasons.has(reason) ? t(`auditLog.reasons.${reason}`) : reason);
      break;
    }
    case 'employee.created':
    case 'invitation.created':
      parts.push(role(t, d.role) && t('auditLog.details.role', { role: role(t, d.role) }));
      break;
    case 'employee.role_changed':
      parts.push(
        role(t, d.from) &&
          role(t, d.to) &&
          t('auditLog.details.roleChange', { from: role(t, d.from), to: role(t, d.to) }),
      );
      break;
    case 'employee.permissions_changed': {
      const granted = strings(d.granted).map((f) => permission(t, f));
      const revoked = strings(d.revoked).map((f) => permission(t, f));
      if (granted.length) parts.push(t('auditLog.details.granted', { list: granted.join(', ') }));
      if (revoked.length) parts.push(t('auditLog.details.revoked', { list: revoked.join(', ') }));
      break;
    }
    case 'employee.deleted':
      parts.push(text(d.email), role(t, d.role));
      break;
    case 'customer.deleted':
    case 'department.deleted':
    case 'file.deleted':
    case 'equipmentCategory.deleted':
    case 'equipmentProduct.deleted':
    case 'material.deleted':
    case 'rental.deleted':
      parts.push(text(d.name));
      break;
    case 'serviceReminder.sent':
      if (typeof d.count === 'number') parts.push(t('auditLog.details.serviceReminders', { count: d.count }));
      if (d.automatic === true) parts.push(t('auditLog.details.nightlyRun'));
      break;
    case 'mail.resent':
      parts.push(text(d.to));
      break;
    case 'invoice.issued':
    case 'invoice.credited':
    case 'invoice.paid':
    case 'invoice.unpaid':
      if (typeof d.number === 'number') parts.push(t('auditLog.details.invoiceNumber', { number: d.number }));
      break;
    case 'invoice.reminded':
      if (typeof d.count === 'number') parts.push(t('auditLog.details.reminders', { count: d.count }));
      break;
    case 'invoice.sent':
      if (typeof d.number === 'number') parts.push(t('auditLog.details.invoiceNumber', { number: d.number }));
      parts.push(text(d.to));
      break;
    case 'visit.deleted':
      if (typeof d.caseNumber === 'number') parts.push(t('auditLog.details.caseNumber', { caseNumber: d.caseNumber }));
      if (d.scope === 'SERIES') parts.push(t('auditLog.details.wholeSeries'));
      break;
    case 'customTag.deleted': {
      const type = text(d.type);
      parts.push(text(d.name), type && t(`customTags.types.${type}`, { defaultValue: type }));
      break;
    }
    case 'customer.imported':
      if (typeof d.created === 'number') {
        parts.push(
          t('auditLog.details.imported', {
            created: d.created,
            skipped: typeof d.skipped === 'number' ? d.skipped : 0,
          }),
        );
      }
      break;
    case 'priceList.imported':
      parts.push(
        text(d.fileName),
        t('auditLog.details.priceListImported', {
          created: typeof d.created === 'number' ? d.created : 0,
          updated: typeof d.updated === 'number' ? d.updated : 0,
          unchanged: typeof d.unchanged === 'number' ? d.unchanged : 0,
        }),
      );
      break;
    case 'company.settings_updated': {
      const fields = strings(d.fields).map((f) => companyField(t, f));
      if (fields.length) parts.push(t('auditLog.details.fields', { list: fields.join(', ') }));
      break;
    }
    default:
      if (!known.has(action)) parts.push(...generic(d));
  }
  return parts.filter((p): p is string => Boolean(p));
}
