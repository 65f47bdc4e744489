import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { awaitsFeatureTexts } from '@servio/domain/feature-text-pages';
import { routeTree } from './routeTree.gen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { initTheme } from './lib/theme.ts';
import { RouteError } from './features/app/route-error.tsx';
import { isAppLanguage, prefetchFeatureTexts, setLanguage } from './lib/i18n.ts';
import { sessionQueryKey } from './lib/auth.ts';
import { takeSessionFromPage } from './lib/session-in-page.ts';
import './styles.css';

initTheme();

const queryClient = createQueryClient();

// The server answers the session's root query into the page (decisions/0051): the root's beforeLoad finds it in the
// cache, and the frame, the page's queries and the feature texts (in the session's language) need not wait a round
// trip for it. Fresh for the same 10 s as an answer the web asked for itself.
const sessionFromPage = takeSessionFromPage();
if (sessionFromPage !== undefined) {
  queryClient.setQueryData(sessionQueryKey, sessionFromPage);
  if (sessionFromPage && isAppLanguage(sessionFromPage.me.prefLang)) setLanguage(sessionFromPage.me.prefLang);
}

const router = createRouter({
  routeTree,
  context: { queryClient },
  // React Query owns caching; the router always asks it.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // The spec's paths keep their trailing slash (/admin/visits/, /admin/company/).
  trailingSlash: 'preserve',
  defaultErrorComponent: RouteError,
});

// The first page's code is fetched beside the session check rather than after it: the router starts a route's
// chunks once the root's beforeLoad (me and settings) has answered, a round trip later on a slow phone line. A
// failed fetch is left to the router, which asks again when it renders the route.
const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
for (const route of firstRoutes) void router.loadRouteChunk(route)?.catch(() => undefined);
// The admin area and the invitation page await their feature texts, in the person's language, known for certain only
// once the session has answered; the language this browser used last is nearly always it, so its texts come beside
// the session check (on the bench's phone they came a round trip and 28 KB after it). The pages ask again, in the
// session's language (a different one is switched to at once), and a failed fetch is asked again then.
if (awaitsFeatureTexts(window.location.pathname)) void prefetchFeatureTexts().catch(() => undefined);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
