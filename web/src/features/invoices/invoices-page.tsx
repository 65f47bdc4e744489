import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { PullPaymentsButton } from '../economic/index.ts';
import { InvoiceAccessGate } from './access-gate.tsx';
import { invoicesKey } from './invoices-api.ts';
import { useInvoiceAccess } from './invoice-access.ts';
import { InvoiceList } from './invoice-list.tsx';
import { NewInvoiceButton } from './new-invoice-dialog.tsx';
import type { InvoicesSearch } from './invoices-search.ts';
import { ReadyToInvoice } from './ready-to-invoice.tsx';

/**
 * /admin/invoices: the invoices and credit notes, and the finished visits ready to invoice, as two tabs (the tab
 * in the URL, so a link or the back button opens the same one). For administrators and employees with
 * allowedToInvoice; anyone else is told 'Ingen adgang'.
 */
export function InvoicesPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: InvoicesSearch;
  onSearchChange: (patch: Partial<InvoicesSearch>) => void;
}) {
  const { t } = useTranslation();
  const access = useInvoiceAccess(session);
  const queryClient = useQueryClient();
  return (
    <InvoiceAccessGate access={access}>
      <Page wide>
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <p className="text-[13px] text-muted">{t('invoices.intro')}</p>
          {/* Administrators of a company using e-conomic; the button shows once an agreement is connected. */}
          <div className="flex flex-wrap gap-2">
            {session.company?.headlessApiEconomicActive && session.me.role === 'administrator' && (
              <PullPaymentsButton onPulled={() => queryClient.invalidateQueries({ queryKey: invoicesKey })} />
            )}
            <NewInvoiceButton />
          </div>
        </div>
        <Tabs
          value={search.tab ?? 'invoices'}
          // Each tab has its own pages: a switch starts at the first.
          onValueChange={(tab) => onSearchChange({ tab: tab === 'ready' ? 'ready' : undefined, page: undefined })}
        >
          <TabsList aria-label={t('invoices.tabs.label')}>
            <TabsTrigger value="invoices">{t('invoices.tabs.invoices')}</TabsTrigger>
            <TabsTrigger value="ready">{t('invoices.tabs.ready')}</TabsTrigger>
          </TabsList>
          <TabsContent value="invoices">
            <InvoiceList search={search} onSearchChange={onSearchChange} />
          </TabsContent>
          <TabsContent value="ready">
            <ReadyToInvoice search={search} onSearchChange={onSearchChange} />
          </TabsContent>
        </Tabs>
      </Page>
    </InvoiceAccessGate>
  );
}
