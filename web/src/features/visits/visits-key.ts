/**
 * The query-key prefix of every visit list: a visit change invalidates it, and lists shown elsewhere (an employee's
 * visits tab) file under it so they refresh too. Its own module so the public entry stays light.
 */
export const visitsKey = ['visits'] as const;
