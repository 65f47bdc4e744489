import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { creditableQuantity, priceCredit } from '@servio/domain/invoice-credit';
import { Button } from '../../components/button.tsx';
import { QuestionDialog } from '../../components/confirm-dialog.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { Input } from '../../components/input.tsx';
import { formatMoney, formatQuantityInput, parseQuantity } from '../../lib/format/index.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { invoiceTitle, quantityText } from './invoice-text.ts';
import { creditInvoice, invalidateInvoiceData, type InvoiceDetail } from './invoices-api.ts';

const cell = 'px-2 py-2';

/**
 * "Krediter": a credit note of all that is left of the invoice, or of less — each line's quantity to credit starts at
 * what is left of it and may be lowered (0 leaves the line out). The credit note's total is shown as it will be
 * issued (the domain's pricing, as the server's), and what the server refuses is said in the dialog, nothing lost.
 */
export function CreditInvoiceDialog({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lines = invoice.lines.filter((line) => creditableQuantity(line) > 0);
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.id, formatQuantityInput(creditableQuantity(line))])),
  );

  const chosen = new Map<string, number>();
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const quantity = parseQuantity(typed[line.id] ?? '');
    if (quantity === 'invalid' || (quantity !== null && quantity < 0)) errors[line.id] = t('invoices.credit.invalid');
    else if ((quantity ?? 0) > creditableQuantity(line)) errors[line.id] = t('invoices.credit.tooMuch');
    else if (quantity) chosen.set(line.id, quantity);
  }
  const valid = Object.keys(errors).length === 0;
  const priced = valid ? priceCredit(invoice, chosen) : null;
  const whole = lines.every((line) => chosen.get(line.id) === creditableQuantity(line));

  const credit = useMutation({
    mutationFn: () =>
      creditInvoice(
        invoice.id,
        invoice.version,
        whole ? null : [...chosen].map(([lineId, quantity]) => ({ lineId, quantity })),
      ),
    onSuccess: async (note) => {
      onClose();
      toast.success(t('invoices.actions.credited', { title: invoiceTitle(t, { kind: 'creditNote', ...note }) }));
      await invalidateInvoiceData(queryClient);
      await navigate({ to: '/admin/invoices/$invoiceId', params: { invoiceId: note.id } });
    },
    onError: () => invalidateInvoiceData(queryClient),
  });

  return (
    <QuestionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('invoices.actions.creditTitle', { number: invoice.number })}
      closeLabel={t('common.close')}
      error={credit.isError ? errorText(t, credit.error) : undefined}
      body={
        <div className="space-y-3">
          <p>{t('invoices.credit.body')}</p>
          <div className="max-h-72 overflow-y-auto">
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">{t('invoices.credit.caption')}</caption>
              <thead className="border-b border-border text-xs text-muted">
                <tr>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('invoices.lines.description')}
                  </th>
                  <th scope="col" className={`${cell} text-right font-medium`}>
                    {t('invoices.credit.left')}
                  </th>
                  <th scope="col" className={`${cell} w-28 text-right font-medium`}>
                    {t('invoices.credit.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {lines.map((line) => (
                  <tr key={line.id} className="align-top">
                    <td className={cell}>{line.description}</td>
                    <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                      {quantityText(t, creditableQuantity(line), line.unit)}
                    </td>
                    <td className={cell}>
                      <Input
                        inputMode="decimal"
                        className="text-right"
                        aria-label={t('invoices.credit.quantityOf', { description: line.description })}
                        aria-invalid={errors[line.id] ? true : undefined}
                        aria-describedby={errors[line.id] ? `credit-error-${line.id}` : undefined}
                        value={typed[line.id] ?? ''}
                        onChange={(e) => setTyped((now) => ({ ...now, [line.id]: e.target.value }))}
                      />
                      <FieldError id={`credit-error-${line.id}`} message={errors[line.id]} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="flex justify-between font-medium" data-testid="credit-total">
            <span>{t('invoices.credit.total')}</span>
            <span className="tabular-nums">{priced?.ok ? formatMoney(priced.total) : '—'}</span>
          </p>
          {priced && !priced.ok && <p className="text-danger">{reasonMessage(t, priced.reason)}</p>}
        </div>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={credit.isPending} disabled={!priced?.ok} onClick={() => credit.mutate()}>
            {t('invoices.actions.creditConfirm')}
          </Button>
        </>
      }
    />
  );
}
