import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The deepest route with a title names the page (top bar and <title>). */
export function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = matches[i]?.staticData?.titleKey;
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
