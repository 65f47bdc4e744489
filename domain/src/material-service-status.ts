// The material service statuses alone (no date rules), so a screen that only reads them from the URL stays small.
export const materialServiceStatuses = ['off', 'planned', 'reminderUnsent', 'due', 'notDue'] as const;
export type MaterialServiceStatus = (typeof materialServiceStatuses)[number];
