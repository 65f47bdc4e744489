import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { InvoiceAccessGate } from './access-gate.tsx';
import { useInvoiceAccess } from './invoice-access.ts';
import { InvoiceList } from './invoice-list.tsx';
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
  return (
    <InvoiceAccessGate access={access}>
      <Page wide>
        <p className="mb-4 text-[13px] text-muted">{t('invoices.intro')}</p>
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
