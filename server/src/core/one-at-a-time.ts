/**
 * Runs the request's batches one after another: they share the transaction's one connection anyway, and
 * node-postgres deprecates a query sent while another is still running on the same client.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const next = last.then(work);
    last = next.catch(() => undefined);
    return next;
  };
}
