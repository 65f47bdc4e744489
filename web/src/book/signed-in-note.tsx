/** @jsxImportSource preact */
// Whom the page knows: a customer signed in to the company (docs/decisions/0034 "Signed in"), and the way back to
// the customer's portal.
import type { T } from './i18n.ts';

export function SignedInNote({ t, name }: { t: T; name: string }) {
  return (
    <p class="signed-in">
      <span>{t('signedIn.as', { name })}</span>
      <a href="/admin">{t('signedIn.portal')}</a>
    </p>
  );
}
