import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LayoutDashboard } from 'lucide-react';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { applyPanelLanguage } from './panel-i18n.ts';
import { usePanelVisitId } from './panel-location.ts';
import { PanelButton, PanelLogo, Spinner } from './panel-ui.tsx';
import { TechnicianPanel } from './technician-panel.tsx';
import { usePanelVisits } from './use-panel.ts';

function PanelFrame({ showAdminLink, children }: { showAdminLink: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-full bg-background">
      <header className="sticky top-0 z-10 border-b border-border bg-surface/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-3 px-4">
          <p className="flex items-center gap-2 font-semibold">
            <PanelLogo />
            {t('technician.title')}
          </p>
          {showAdminLink && (
            <a
              href="/admin"
              className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <LayoutDashboard className="size-4" aria-hidden="true" />
              {t('technician.toAdmin')}
            </a>
          )}
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 pt-4 pb-24">{children}</main>
    </div>
  );
}

/**
 * The panel's page (technician.html): who is looking comes with the list (one request). Not signed in: to the
 * sign-in page and back; not staff: to their own home. Without a connection the list the device kept shows, and the
 * back-office link is left out (it would not load).
 */
export function PanelApp() {
  const { t } = useTranslation();
  const query = usePanelVisits();
  const visitId = usePanelVisitId();
  const code = query.error instanceof GraphQLRequestError ? query.error.code : undefined;

  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (code === 'UNAUTHENTICATED') window.location.replace(`/sign-in?redirect=${encodeURIComponent(here)}`);
    if (code === 'FORBIDDEN') window.location.replace('/admin?denied=true');
  }, [code]);
  const language = query.data?.viewer.prefLang;
  useEffect(() => applyPanelLanguage(language), [language]);

  if (query.isPending || code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') {
    return (
      <PanelFrame showAdminLink={false}>
        <p role="status" className="flex items-center justify-center gap-2 py-14 text-sm text-muted">
          <Spinner />
          {t('technician.loading')}
        </p>
      </PanelFrame>
    );
  }
  if (query.isError) {
    return (
      <PanelFrame showAdminLink={false}>
        <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <h1 className="text-[15px] font-semibold">{t('technician.errorTitle')}</h1>
          <p className="text-[13px] text-muted">{t(errorMessageKey(query.error))}</p>
          <div className="w-full max-w-xs">
            <PanelButton variant="secondary" onClick={() => void query.refetch()}>
              {t('technician.retry')}
            </PanelButton>
          </div>
        </div>
      </PanelFrame>
    );
  }
  return (
    <PanelFrame showAdminLink={!query.data.fromDevice}>
      <TechnicianPanel data={query.data} visitId={visitId} />
    </PanelFrame>
  );
}
