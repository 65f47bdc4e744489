import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/auth.ts';

/** The deepest route with a title names the page (top bar and <title>); a customer's login, the portal's title. */
export function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  const session = (matches[0]?.context as { session?: Session } | undefined)?.session;
  const customer = session?.me.role === 'customer';
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.staticData;
    const key = (customer && data?.customerTitleKey) || data?.titleKey;
    if (key) return key;
  }
  return undefined;
}

export function DocumentTitle() {
  const { t } = useTranslation();
  const key = usePageTitleKey();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = key ? `${t(key)} · ${appName}` : appName;
  }, [key, t, appName]);
  return null;
}
