/**
 * The sign-in page's address, returning to `redirect` (a path of this site) afterwards. The page is its own document
 * (sign-in.html, decisions/0042), not a route of the back office: whoever sends a person there loads it as one.
 */
export function signInHref(redirect?: string): string {
  return redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in';
}
