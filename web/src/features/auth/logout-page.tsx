import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signOut } from '../../lib/auth-requests.ts';
import { Spinner } from '../../components/spinner.tsx';
import { signInHref } from '../../lib/sign-in-address.ts';

/**
 * The server clears the HttpOnly cookie and revokes the token; then every cached thing of this user goes, and the
 * sign-in page (its own document) replaces this one.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  // Once per visit, also under StrictMode's double effects (refs survive the remount).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut()
      .catch((error: unknown) => console.error('Logout request failed', error))
      .finally(() => {
        queryClient.clear();
        window.location.replace(signInHref());
      });
  }, [queryClient]);

  return (
    <main className="flex h-full items-center justify-center gap-2 text-muted" role="status" aria-live="polite">
      <Spinner className="size-4" />
      <span>{t('auth.signingOut')}</span>
    </main>
  );
}
