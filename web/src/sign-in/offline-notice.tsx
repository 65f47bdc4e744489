/** @jsxImportSource preact */
// The back office's offline notice (features/app/offline-banner.tsx) on the sign-in page: a persistent line while the
// browser has no connection.
import { useEffect, useState } from 'preact/hooks';
import { isOnline, offlineNoticeClasses, offlineRegionClasses, subscribeToConnection } from '../lib/connection.ts';
import type { Translate } from './texts.ts';

export function OfflineNotice({ t }: { t: Translate }) {
  const [online, setOnline] = useState(isOnline);
  useEffect(() => subscribeToConnection(() => setOnline(isOnline())), []);
  return (
    <div role="status" aria-live="assertive" class={offlineRegionClasses}>
      {!online && <p class={offlineNoticeClasses}>{t('offline.noInternet')}</p>}
    </div>
  );
}
