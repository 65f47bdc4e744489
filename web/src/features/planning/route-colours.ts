import { employeeColourIndex } from '../visits/index.ts';

/** The calendar's person palette (features/visits/calendar/calendar.css, light shades): a route has its person's colour. */
const palette = [
  '#b91c1c',
  '#c2410c',
  '#a16207',
  '#4d7c0f',
  '#15803d',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
  '#4338ca',
  '#7e22ce',
  '#a21caf',
  '#be185d',
] as const;

export const routeColour = (employeeId: string) => palette[employeeColourIndex(employeeId)]!;
