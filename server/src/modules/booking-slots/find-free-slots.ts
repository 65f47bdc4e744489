import { bookingLimits, freeSlots, isUuid, localParts, type FreeSlot, type SlotEmployee } from '@servio/domain';
import { badInput, notFound } from '../../core/errors.ts';
import type { CompanyScope } from '../../core/scope.ts';
import { readSlotInputs, type SlotSettings } from './read-slot-inputs.ts';

export interface FreeSlotsResult {
  /** Epoch ms; employeeIds fewest busy minutes that day first. The public API never shows the employees. */
  slots: FreeSlot[];
  durationMinutes: number;
}

export interface FindFreeSlotsInput {
  productId: string;
  /** First local day (local-dates.ts day number) and how many days. */
  fromDay: number;
  days: number;
  now?: Date;
}

/**
 * The clamped range and the computation: no day before today, none after today + the company's horizon; the lead
 * time is the domain's (freeSlots).
 */
function compute(
  settings: SlotSettings,
  durationMinutes: number,
  employees: SlotEmployee[],
  fromDay: number,
  toDay: number,
  now: Date,
): FreeSlot[] {
  const today = localParts(now).days;
  const first = Math.max(fromDay, today);
  const last = Math.min(toDay, today + settings.horizonDays);
  if (last < first) return [];
  return freeSlots(
    {
      fromDay: first,
      toDay: last,
      now: now.getTime(),
      leadMinutes: settings.leadHours * 60,
      durationMinutes,
      travelMinutes: settings.travelMinutes,
      stepMinutes: settings.stepMinutes,
    },
    employees,
  );
}

/**
 * The free times of a bookable service on local days [fromDay, fromDay + days), read in one statement
 * (readSlotInputs) and computed by the domain (docs/decisions/0034-bookings.md "Free slots"). NOT_FOUND when the
 * product is missing, another company's or not bookable.
 */
export async function findFreeSlots(scope: CompanyScope, input: FindFreeSlotsInput): Promise<FreeSlotsResult> {
  if (!isUuid(input.productId)) throw notFound();
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > bookingLimits.maxHorizonDays)
    throw badInput('days', 'booking.daysInvalid');
  if (!Number.isInteger(input.fromDay)) throw badInput('from', 'booking.fromInvalid');
  const now = input.now ?? new Date();
  const toDay = input.fromDay + input.days - 1;
  const { settings, product, employees } = await readSlotInputs(scope, {
    productId: input.productId,
    fromDay: input.fromDay,
    toDay,
    now,
  });
  if (!settings || !product) throw notFound();
  return {
    slots: compute(settings, product.minutes, employees, input.fromDay, toDay, now),
    durationMinutes: product.minutes,
  };
}

export interface SlotAtInput {
  productId: string;
  start: Date;
  now?: Date;
  /** Only this employee. */
  employeeId?: string | null;
  /** A hold not to count as busy: the visitor's own, when they book on it. */
  exceptHoldId?: string | null;
}

/**
 * Who can take the service at `start` under the same rules as findFreeSlots (fewest busy minutes that day first),
 * with its end: for taking a hold or booking (H2 tries them in order; the exclusion constraints decide a race).
 * Empty when nobody can. NOT_FOUND as findFreeSlots.
 */
export async function employeesFreeAt(
  scope: CompanyScope,
  input: SlotAtInput,
): Promise<{ employeeIds: string[]; end: Date; durationMinutes: number }> {
  if (!isUuid(input.productId) || (input.employeeId != null && !isUuid(input.employeeId))) throw notFound();
  const now = input.now ?? new Date();
  // A slot starts inside its window, so on the window's local day.
  const day = localParts(input.start).days;
  const { settings, product, employees } = await readSlotInputs(scope, {
    productId: input.productId,
    fromDay: day,
    toDay: day,
    now,
    employeeId: input.employeeId ?? null,
    exceptHoldId: input.exceptHoldId ?? null,
  });
  if (!settings || !product) throw notFound();
  const slot = compute(settings, product.minutes, employees, day, day, now).find(
    (s) => s.start === input.start.getTime(),
  );
  return {
    employeeIds: slot?.employeeIds ?? [],
    end: new Date(input.start.getTime() + product.minutes * 60_000),
    durationMinutes: product.minutes,
  };
}

/** Whether one employee can take the service at `start` (employeesFreeAt for one). */
export async function isSlotFree(scope: CompanyScope, input: SlotAtInput & { employeeId: string }): Promise<boolean> {
  return (await employeesFreeAt(scope, input)).employeeIds.includes(input.employeeId);
}
