/**
 * The booking slots module's public entry (issue #19, docs/decisions/0034-bookings.md "Free slots"): the free times of
 * a bookable service (findFreeSlots), and who can take one time (employeesFreeAt, isSlotFree) for holds and bookings.
 * One statement reads settings, product, staff and busy intervals (readSlotInputs); the domain's freeSlots computes.
 */
export {
  findFreeSlots,
  employeesFreeAt,
  isSlotFree,
  type FindFreeSlotsInput,
  type FreeSlotsResult,
  type SlotAtInput,
} from './find-free-slots.ts';
export {
  readSlotInputs,
  slotInputsStatement,
  type SlotInputs,
  type SlotInputsRange,
  type SlotSettings,
} from './read-slot-inputs.ts';
