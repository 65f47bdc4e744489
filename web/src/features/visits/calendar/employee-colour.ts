/**
 * Employees have no colour of their own (server/schema.graphql), so each gets one of a fixed palette by their id:
 * the same person has the same colour on every screen and every day. The palette's shades are in calendar.css
 * (`.servio-person-0` …), each holding its initials at 4.5:1 or better in light and in dark (WCAG AA).
 */
export const employeePaletteSize = 12;

/** FNV-1a over the id: cheap, stable across sessions and browsers, and spread well over the palette. */
export function employeeColourIndex(employeeId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < employeeId.length; i++) {
    hash ^= employeeId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % employeePaletteSize;
}
