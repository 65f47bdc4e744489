import type { TFunction } from 'i18next';
import type { MeAndSettings } from '../../lib/auth.ts';

/** Spec: initials, falling back to the first letter of the first two words of the full name. */
export function initialsFor(me: MeAndSettings['me']): string {
  if (me.initials.trim()) return me.initials.trim().slice(0, 3).toUpperCase();
  const words = `${me.firstName ?? ''} ${me.lastName ?? ''}`.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0])
      .join('') || me.email.charAt(0)
  ).toUpperCase();
}

/** The employee panel is the field staff's tool: not a customer's, not an outside supplier's. */
export const isStaff = (role: MeAndSettings['me']['role']) => role === 'administrator' || role === 'employee';

export function fullNameOf(me: MeAndSettings['me']): string {
  return `${me.firstName ?? ''} ${me.lastName ?? ''}`.trim() || me.email;
}

/** The user menu button's name: the visible initials are part of it (WCAG 2.5.3, label in name). */
export function userMenuLabel(t: TFunction, me: MeAndSettings['me']): string {
  return `${t('userMenu.label')}: ${fullNameOf(me)}, ${initialsFor(me)}`;
}

/** The user menu button's look, the same before and after the menu's code is here (user-menu.tsx). */
export const userMenuTriggerClass =
  'inline-flex size-9 items-center justify-center rounded-full bg-accent text-[13px] font-semibold ' +
  'text-accent-foreground ring-offset-2 ring-offset-surface hover:opacity-90 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-ring';
