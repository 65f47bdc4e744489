// The booking page's steps and what the visitor has typed, shared by the page and its steps.
import type { SignedIn } from './api.ts';

export type Step =
  | 'postcode'
  | 'outside'
  | 'service'
  | 'time'
  | 'details'
  | 'confirm'
  | 'done'
  | 'waitlist'
  | 'waitlistDone'
  | 'callback'
  | 'callbackDone';

/** The steps of a booking, numbered for "step 2 of 5"; the others show no number. */
export const numbered: Partial<Record<Step, number>> = { postcode: 1, service: 2, time: 3, details: 4, confirm: 5 };

export interface Details {
  name: string;
  email: string;
  phone: string;
  streetAddress: string;
  city: string;
  message: string;
  website: string;
}

export const emptyDetails: Details = {
  name: '',
  email: '',
  phone: '',
  streetAddress: '',
  city: '',
  message: '',
  website: '',
};

/** The details a signed-in customer starts with: its customer record's, each still editable. */
export function signedInDetails(signedIn: SignedIn): Details {
  return {
    ...emptyDetails,
    name: signedIn.name,
    email: signedIn.email ?? '',
    phone: signedIn.phone ?? '',
    streetAddress: signedIn.streetAddress ?? '',
    city: signedIn.city ?? '',
  };
}

/** A detail the visitor sees: all but the honeypot. */
export type DetailKey = Exclude<keyof Details, 'website'>;

/** The details a booking needs, and all the details step shows, in its order. */
export const required: DetailKey[] = ['name', 'email', 'phone', 'streetAddress', 'city'];
export const detailFields: DetailKey[] = [...required, 'message'];

/** A time held for the visitor while they fill in the rest. */
export interface Hold {
  token: string;
  expiresAt: string;
}

/** A made booking, as the confirmation shows it. */
export interface Booked {
  reference: string;
  start: string;
  end: string;
  serviceName: string;
}
