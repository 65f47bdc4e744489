/** The API origin (the spec's `{host}`); empty means same origin. */
export const apiBase: string = import.meta.env.VITE_API_URL ?? '';

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}
