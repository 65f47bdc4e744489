/**
 * What the chosen employees mean for the person saving the visit. Administrators see every visit; anyone else
 * sees only the visits they are on, and the server puts a creator who names nobody on the visit themselves.
 * - `canOpen`: they can open the visit after saving (on it, or an administrator).
 * - `putOnByServer`: creating with nobody chosen; they end up on the visit and can open it.
 * - `leftOut`: they are not on it and will not see it once it is saved.
 */
export type SelfAssignment = 'canOpen' | 'putOnByServer' | 'leftOut';

export function selfAssignment(
  chosen: readonly string[],
  viewer: { id: string; isAdmin: boolean },
  creating: boolean,
): SelfAssignment {
  if (viewer.isAdmin || chosen.includes(viewer.id)) return 'canOpen';
  if (creating && chosen.length === 0) return 'putOnByServer';
  return 'leftOut';
}
