// The technician feature's public entry for the back office: the panel itself is its own page (technician.html,
// src/technician-main.tsx); the back office only asks whether a person who signs in lands on it.
export { shouldLandOnPanel } from './field-worker-landing.ts';
