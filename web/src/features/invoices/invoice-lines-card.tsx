import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { InvoiceDraftEditor } from './invoice-draft-editor.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import type { InvoiceDetail } from './invoices-api.ts';

/**
 * The invoice's lines: as issued, or, on a draft, with "Rediger linjer" opening the editor in their place. A draft
 * without lines (an invoice by hand, just made) opens with the editor.
 */
export function InvoiceLinesCard({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const draft = invoice.state === 'draft';
  const [editing, setEditing] = useState(draft && invoice.lines.length === 0);
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h3 className="text-[15px] font-semibold">{t('invoices.lines.title')}</h3>
        {draft && !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-3.5" aria-hidden="true" />
            {t('invoices.editor.edit')}
          </Button>
        )}
      </div>
      {draft && editing ? (
        <div className="p-3">
          <InvoiceDraftEditor invoice={invoice} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <InvoiceLines invoice={invoice} />
      )}
    </Card>
  );
}
