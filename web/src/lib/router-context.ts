import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** i18n key of the page title shown in the top bar and the document title. */
    titleKey?: string;
    /** The title a customer's login sees instead, where the portal names the page its own way. */
    customerTitleKey?: string;
  }
}
