/**
 * A Content-Disposition header naming the file (RFC 6266): an ASCII fallback in `filename`, the real name in
 * `filename*` (RFC 8187, UTF-8). The name is already clean (cleanFileName: no quotes, no control characters).
 * Written here because the `content-disposition` package's current major wants Node 22 and its 1.x has no types.
 */
export function contentDisposition(name: string, type: 'inline' | 'attachment'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
