/**
 * The addresses whose pages await the feature texts before their frame renders: the admin area and the invitation
 * page. The web fetches the texts beside its session check for these (web/src/main.tsx), and the server names them in
 * the page's head for someone signed in (server/src/app.ts, decisions/0053); one rule, read by both.
 */
export function awaitsFeatureTexts(pathname: string): boolean {
  return /^\/(admin|invitation)(\/|$)/.test(pathname);
}
