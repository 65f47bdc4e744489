import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { invoiceBadges } from './invoice-text.ts';
import type { InvoiceRow } from './invoices-api.ts';

/** An invoice's state as badges: Kladde, Udstedt, Sendt, Betalt or Krediteret, with Forfalden; a credit note's kind. */
export function InvoiceBadges({
  invoice,
}: {
  invoice: Pick<InvoiceRow, 'kind' | 'state' | 'overdue' | 'sentAt' | 'reminderCount' | 'creditedTotal'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {invoiceBadges(invoice).map((badge) => (
        <Badge key={badge.key} tone={badge.tone}>
          {t(badge.key, badge.values)}
        </Badge>
      ))}
    </>
  );
}
