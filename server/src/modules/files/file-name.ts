/** The longest name kept; longer ones keep their extension and lose the middle. */
const maxLength = 200;

/**
 * The name a file is stored and downloaded under: the last segment of any path (`../../x` is `x`, `C:\\a\\b.pdf`
 * is `b.pdf`), without control characters or characters that break a Content-Disposition header, trimmed, at most 200
 * characters; "file" when nothing is left. It is only ever shown and sent back: storage keys never come from it.
 */
export function cleanFileName(raw: string): string {
  const last = raw.split(/[/\\]/).pop() ?? '';
  // Control characters (C0, DEL, C1) and the bidirectional overrides that disguise an extension (`gpj.exe`).
  // eslint-disable-next-line no-control-regex
  const printable = last.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069"]/g, '').trim();
  const name = printable.replace(/^\.+/, '').trim();
  if (!name) return 'file';
  if (name.length <= maxLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, maxLength - extension.length) + extension;
}

/** The extension a name claims, lower-case without the dot; '' for none. */
export function nameExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
