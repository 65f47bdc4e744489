import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../lib/router-context.ts';
import { loadSession } from '../lib/auth.ts';
import { setLanguage, isAppLanguage } from '../lib/i18n.ts';
import { RootPending } from '../features/app/root-pending.tsx';
import { PlainNotFound } from '../features/app/not-found.tsx';
import { OfflineBanner } from '../features/app/offline-banner.tsx';
import { Toaster } from '../features/app/toaster.tsx';
import { DocumentTitle } from '../features/app/document-title.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The spec's root loading: me and company settings, fresh for 10 s (sessionQueryOptions.staleTime).
  // It runs in beforeLoad so child guards (/admin) can read the session from the context.
  beforeLoad: async ({ context }) => {
    const session = await loadSession(context.queryClient);
    // A signed-in user's language is their prefLang; before sign-in lib/i18n picks one.
    if (session && isAppLanguage(session.me.prefLang)) setLanguage(session.me.prefLang);
    return { session };
  },
  loader: ({ context }) => context.session,
  pendingComponent: RootPending,
  pendingMs: 150,
  pendingMinMs: 200,
  notFoundComponent: PlainNotFound,
  component: Root,
});

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
      <Toaster />
      <OfflineBanner />
    </>
  );
}
