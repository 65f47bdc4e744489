import type { ReactNode } from 'react';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { RecordPageLoading } from '../../components/record-page-states.tsx';
import { ForbiddenState } from '../../components/settings-subpage.tsx';
import type { InvoiceAccess } from './invoice-access.ts';

/**
 * The invoices' pages for those who may invoice; 'Ingen adgang' for anyone else (an employee without
 * allowedToInvoice who follows a link), rather than a page of refused queries. `back` leads on from there.
 */
export function InvoiceAccessGate({
  access,
  back,
  children,
}: {
  access: InvoiceAccess;
  back?: ReactNode;
  children: ReactNode;
}) {
  if (!access.loaded) return <RecordPageLoading wide />;
  if (!access.allowed) {
    return (
      <Page>
        {back}
        <Card>
          <ForbiddenState />
        </Card>
      </Page>
    );
  }
  return children;
}
