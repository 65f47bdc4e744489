import { describe, expect, it } from 'vitest';
import { rentalOverlap } from './rental-overlap.ts';

const hour = 3_600_000;
const at = (h: number) => new Date(Date.UTC(2026, 5, 1) + h * hour);
const period = (from: number, to: number) => ({ start: at(from), end: at(to) });
const day = 24 * hour;

describe('rental overlap', () => {
  const other = period(100, 200);
  it('is available with nothing near', () => {
    expect(rentalOverlap(period(0, 50), [other], day)).toBe('available');
    expect(rentalOverlap(period(0, 50), [], day)).toBe('available');
  });
  it('is a conflict when the periods share any instant', () => {
    expect(rentalOverlap(period(150, 160), [other], day)).toBe('conflict');
    expect(rentalOverlap(period(50, 101), [other], day)).toBe('conflict');
    expect(rentalOverlap(period(199, 300), [other], day)).toBe('conflict');
    expect(rentalOverlap(period(0, 300), [other], day)).toBe('conflict');
  });
  it('does not overlap at a shared end point, but is then almost a conflict', () => {
    expect(rentalOverlap(period(200, 210), [other], day)).toBe('almostConflictBefore');
    expect(rentalOverlap(period(90, 100), [other], day)).toBe('almostConflictAfter');
  });
  it('counts the buffer inclusively at its edge', () => {
    expect(rentalOverlap(period(224, 230), [other], day)).toBe('almostConflictBefore');
    expect(rentalOverlap(period(225, 230), [other], day)).toBe('available');
    expect(rentalOverlap(period(50, 76), [other], day)).toBe('almostConflictAfter');
    expect(rentalOverlap(period(50, 75), [other], day)).toBe('available');
  });
  it('ranks conflict over almost, and before over after', () => {
    const next = period(300, 400);
    expect(rentalOverlap(period(210, 290), [other, next], day)).toBe('almostConflictBefore');
    expect(rentalOverlap(period(210, 350), [other, next], day)).toBe('conflict');
  });
  it('with no buffer only touching counts', () => {
    expect(rentalOverlap(period(200, 210), [other], 0)).toBe('almostConflictBefore');
    expect(rentalOverlap(period(201, 210), [other], 0)).toBe('available');
  });
});
