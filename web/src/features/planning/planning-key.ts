/** The query-key prefix of the board: a visit change pushed live (topic `visits`) reloads it. */
export const planningKey = ['planning'] as const;
