import { toast } from './toast.ts';
import { GraphQLRequestError, NetworkError, errorMessageKey } from './errors.ts';
import { i18n } from './i18n.ts';

/**
 * One translated toast per failure kind. Offline is shown by the persistent offline toast instead, so a
 * NetworkError while the browser is offline adds nothing; while online it means the server is unreachable.
 */
export function notifyRequestError(error: unknown): void {
  if (error instanceof NetworkError) {
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    toast.error(i18n.t('offline.serverUnreachable'), { id: 'server-unreachable' });
    return;
  }
  if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
    // Handled by the session redirect; a toast would only add noise.
    return;
  }
  toast.error(i18n.t(errorMessageKey(error)), { id: `request-error-${errorMessageKey(error)}` });
}
