import v8 from 'node:v8';

/**
 * How far V8 lets the old space grow past what the last full collection kept, as a percentage: the next full
 * collection starts at twice the live heap. V8's own factor (up to 4 ×, chosen for throughput) let each server
 * process's heap grow to about 200 MB, most of it garbage, around some 50 MB of live data under load; 50 % saved
 * little more memory than 100 % and cost more requests per second (decisions/0057).
 */
export const heapGrowingPercent = 100;

/**
 * Sets the old space's growing factor for this process. V8 reads the flag at each full collection, so setting it at
 * start (rather than on node's command line, which every way of starting the server would have to repeat) takes
 * effect; unlike `--max-old-space-size` it is no ceiling, so a large import or PDF still gets the memory it needs.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
