/**
 * A heavy library loaded at its first use instead of at every start (docs/decisions/0039-server-build.md): the
 * returned function imports it the first time and hands every caller the same promise. For libraries only some
 * requests or jobs need (PDFs, images, mail, S3), whose imports cost the start tens of milliseconds each.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
