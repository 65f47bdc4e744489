import { useSyncExternalStore } from 'react';

/*
 * The panel's one piece of navigation: which visit is open (?visit=). Its own entry has no router (decisions/0016);
 * the browser's history keeps back and forward working.
 */

const changeEvent = 'servio-panel-navigate';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(changeEvent, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(changeEvent, listener);
  };
}

const openVisit = () => new URLSearchParams(window.location.search).get('visit') || undefined;

export function usePanelVisitId(): string | undefined {
  return useSyncExternalStore(subscribe, openVisit, () => undefined);
}

export function navigatePanel(visitId: string | undefined): void {
  const url = visitId ? `${window.location.pathname}?visit=${encodeURIComponent(visitId)}` : window.location.pathname;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(changeEvent));
  window.scrollTo(0, 0);
}
