import { Suspense, lazy, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { useTheme } from '../../lib/use-theme.ts';
import { loadSonner, subscribeToasterRequest, toasterMounted, toasterRequested } from '../../lib/toast.ts';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Signals that sonner's Toaster (a sibling rendered before it) has mounted and subscribed. */
function Mounted() {
  useEffect(() => toasterMounted(), []);
  return null;
}

/** Spec: at most 20 toasts at a time, width capped at 350px. */
export function Toaster() {
  const theme = useTheme();
  const requested = useSyncExternalStore(subscribeToasterRequest, toasterRequested, toasterRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        theme={theme}
        visibleToasts={20}
        position="bottom-right"
        richColors
        closeButton
        style={{ '--width': '350px' } as CSSProperties}
        toastOptions={{ style: { maxWidth: '350px' } }}
      />
      <Mounted />
    </Suspense>
  );
}
