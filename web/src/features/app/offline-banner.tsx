import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { isOnline, offlineNoticeClasses, offlineRegionClasses, subscribeToConnection } from '../../lib/connection.ts';

/**
 * A persistent notice while the browser is offline. Its own small component rather than a toast: the toast
 * library is loaded on demand, which cannot happen without a connection.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  return (
    <div role="status" aria-live="assertive" className={offlineRegionClasses}>
      {!online && (
        <p className={offlineNoticeClasses}>
          <WifiOff className="size-4" aria-hidden="true" />
          {t('offline.noInternet')}
        </p>
      )}
    </div>
  );
}
