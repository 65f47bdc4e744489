import { z } from 'zod';

/**
 * Working hours for bookings (issue #19, docs/decisions/0034-bookings.md): per weekday (0 = Monday … 6 = Sunday) one or
 * more windows in minutes after local (Copenhagen) midnight, [start, end). The company's hours are the default; an
 * employee may have their own. The free-slot computation (booking-slots.ts) and the settings forms read this type.
 */
export interface HoursWindow {
  weekday: number;
  start: number;
  end: number;
}
export type WeeklyHours = HoursWindow[];

/** Monday to Friday, 08:00–16:00. */
export const defaultBookingHours: WeeklyHours = [0, 1, 2, 3, 4].map((weekday) => ({
  weekday,
  start: 8 * 60,
  end: 16 * 60,
}));

export const hoursWindowSchema = z
  .object({
    weekday: z.number().int().min(0, 'booking.hoursInvalid').max(6, 'booking.hoursInvalid'),
    start: z
      .number()
      .int()
      .min(0, 'booking.hoursInvalid')
      .max(24 * 60, 'booking.hoursInvalid'),
    end: z
      .number()
      .int()
      .min(0, 'booking.hoursInvalid')
      .max(24 * 60, 'booking.hoursInvalid'),
  })
  .refine((w) => w.start < w.end, { message: 'booking.hoursEndBeforeStart', path: ['end'] });

/** Windows of one weekday may touch ([start, end) is half-open) but not overlap; the later one is named. */
export const weeklyHoursSchema = z
  .array(hoursWindowSchema)
  .max(7 * 4, 'booking.hoursInvalid')
  .superRefine((hours, ctx) => {
    const order = hours.map((w, index) => ({ ...w, index }));
    order.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
    let weekday = -1;
    let reached = 0;
    for (const w of order) {
      if (w.weekday !== weekday) [weekday, reached] = [w.weekday, 0];
      else if (w.start < reached)
        ctx.addIssue({ code: 'custom', message: 'booking.hoursOverlap', path: [w.index, 'start'] });
      reached = Math.max(reached, w.end);
    }
  });

/** Booking settings' limits (the company's booking section). */
export const bookingLimits = {
  /** A bookable service takes 15 minutes to 12 hours. */
  minServiceMinutes: 15,
  maxServiceMinutes: 12 * 60,
  maxTravelMinutes: 240,
  stepMinutes: [15, 30, 60] as const,
  maxLeadHours: 24 * 14,
  maxHorizonDays: 180,
  minHoldMinutes: 2,
  maxHoldMinutes: 30,
} as const;
