import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { invoiceLineAmounts, invoiceTotals, invoiceVatRatesBp } from '@servio/domain/invoice';
import { itemUnits } from '@servio/domain/item';
import { Button } from '../../components/button.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { Field } from '../../components/field.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { formatMoney, formatPercent } from '../../lib/format/index.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import {
  draftLineValues,
  newDraftLine,
  parseDraftLine,
  type DraftLineErrors,
  type DraftLineField,
  type DraftLineValues,
} from './draft-line-values.ts';
import { saveInvoiceDraft } from './invoice-drafts-api.ts';
import { invalidateInvoiceData, type InvoiceDetail } from './invoices-api.ts';

const cell = 'px-2 py-2 align-top';

/**
 * A draft's lines, reference and note edited in place and saved whole (saveInvoiceDraft): each line's amount and the
 * totals follow as typed, priced by the same rule the server uses (VAT per line, øre half up). A line that came from
 * a visit keeps it. Nothing is sent while a field cannot be read; the server's refusal (a negative total, a change
 * made elsewhere) is said above the buttons and the draft stays as typed.
 */
export function InvoiceDraftEditor({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<DraftLineValues[]>(() =>
    invoice.lines.length > 0 ? invoice.lines.map(draftLineValues) : [newDraftLine()],
  );
  const [reference, setReference] = useState(invoice.reference ?? '');
  const [note, setNote] = useState(invoice.note ?? '');
  const [errors, setErrors] = useState<Record<string, DraftLineErrors>>({});
  const parsed = useMemo(() => lines.map(parseDraftLine), [lines]);
  const amounts = parsed.map((p) => (p.ok ? invoiceLineAmounts(p.line) : null));
  const totals = invoiceTotals(amounts.filter((a) => a !== null));

  const save = useMutation({
    mutationFn: () =>
      saveInvoiceDraft({
        id: invoice.id,
        version: invoice.version,
        reference,
        note,
        lines: parsed.map((p) => (p.ok ? p.line : null)).filter((l) => l !== null),
      }),
    onSuccess: async () => {
      toast.success(t('invoices.editor.saved'));
      await invalidateInvoiceData(queryClient);
      onDone();
    },
  });

  const submit = () => {
    const found: Record<string, DraftLineErrors> = {};
    parsed.forEach((p, i) => {
      if (!p.ok) found[lines[i]!.key] = p.errors;
    });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const change = (key: string, field: keyof DraftLineValues, value: string | number) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  const remove = (key: string) => setLines((all) => all.filter((line) => line.key !== key));

  const fieldError = (key: string, field: DraftLineField) => {
    const message = errors[key]?.[field];
    return message ? t(message) : undefined;
  };
  const input = (line: DraftLineValues, n: number, field: DraftLineField, label: string, numeric = false) => {
    const error = fieldError(line.key, field);
    const errorId = `${line.key}-${field}-error`;
    return (
      <>
        <Input
          value={line[field]}
          onChange={(e) => change(line.key, field, e.target.value)}
          aria-label={t('invoices.editor.lineField', { field: label, n })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          inputMode={numeric ? 'decimal' : undefined}
          className={numeric ? 'text-right tabular-nums' : undefined}
        />
        <FieldError id={errorId} message={error} />
      </>
    );
  };

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[760px] text-left text-[13px]">
          <caption className="sr-only">{t('invoices.editor.caption')}</caption>
          <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
            <tr>
              <th scope="col" className={`${cell} font-medium`}>
                {t('invoices.lines.description')}
              </th>
              <th scope="col" className={`${cell} w-24 text-right font-medium`}>
                {t('invoices.lines.quantity')}
              </th>
              <th scope="col" className={`${cell} w-28 font-medium`}>
                {t('invoices.editor.unit')}
              </th>
              <th scope="col" className={`${cell} w-32 text-right font-medium`}>
                {t('invoices.editor.unitPriceKroner')}
              </th>
              <th scope="col" className={`${cell} w-20 text-right font-medium`}>
                {t('invoices.editor.discountPercent')}
              </th>
              <th scope="col" className={`${cell} w-24 font-medium`}>
                {t('invoices.editor.vat')}
              </th>
              <th scope="col" className={`${cell} w-28 text-right font-medium`}>
                {t('invoices.lines.net')}
              </th>
              <th scope="col" className={`${cell} w-10`}>
                <span className="sr-only">{t('invoices.editor.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {lines.map((line, index) => {
              const n = index + 1;
              const units: readonly string[] = itemUnits.includes(line.unit as (typeof itemUnits)[number])
                ? itemUnits
                : [line.unit, ...itemUnits];
              return (
                <tr key={line.key}>
                  <td className={cell}>{input(line, n, 'description', t('invoices.lines.description'))}</td>
                  <td className={cell}>{input(line, n, 'quantity', t('invoices.lines.quantity'), true)}</td>
                  <td className={cell}>
                    <Select
                      value={line.unit}
                      onChange={(e) => change(line.key, 'unit', e.target.value)}
                      aria-label={t('invoices.editor.lineField', { field: t('invoices.editor.unit'), n })}
                    >
                      {units.map((unit) => (
                        <option key={unit} value={unit}>
                          {t(`items.units.${unit}`, { defaultValue: unit })}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className={cell}>{input(line, n, 'unitPrice', t('invoices.editor.unitPriceKroner'), true)}</td>
                  <td className={cell}>{input(line, n, 'discount', t('invoices.editor.discountPercent'), true)}</td>
                  <td className={cell}>
                    <Select
                      value={String(line.vatBp)}
                      onChange={(e) => change(line.key, 'vatBp', Number(e.target.value))}
                      aria-label={t('invoices.editor.lineField', { field: t('invoices.editor.vat'), n })}
                    >
                      {invoiceVatRatesBp.map((rate) => (
                        <option key={rate} value={rate}>
                          {formatPercent(rate)}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className={`${cell} pt-4 text-right whitespace-nowrap tabular-nums`}>
                    {amounts[index] ? formatMoney(amounts[index].net) : '—'}
                  </td>
                  <td className={cell}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('invoices.editor.removeLine', { n })}
                      onClick={() => remove(line.key)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-4 px-2">
        <Button type="button" variant="secondary" onClick={() => setLines((all) => [...all, newDraftLine()])}>
          <Plus className="size-4" aria-hidden="true" />
          {t('invoices.editor.addLine')}
        </Button>
        <dl className="min-w-56 space-y-1 text-[13px]" data-testid="draft-totals" aria-live="polite">
          <div className="flex justify-between gap-6">
            <dt className="text-muted">{t('invoices.totals.subtotal')}</dt>
            <dd className="tabular-nums">{formatMoney(totals.net)}</dd>
          </div>
          <div className="flex justify-between gap-6">
            <dt className="text-muted">{t('invoices.totals.vat')}</dt>
            <dd className="tabular-nums">{formatMoney(totals.vat)}</dd>
          </div>
          <div className="flex justify-between gap-6 font-semibold">
            <dt>{t('invoices.totals.total')}</dt>
            <dd className="tabular-nums">{formatMoney(totals.total)}</dd>
          </div>
        </dl>
      </div>
      <div className="grid gap-4 px-2 sm:grid-cols-2">
        <Field label={t('invoices.editor.reference')} help={t('invoices.editor.referenceHelp')}>
          <Input value={reference} maxLength={200} onChange={(e) => setReference(e.target.value)} />
        </Field>
        <Field label={t('invoices.editor.note')}>
          <Textarea value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </div>
      <div className="space-y-3 border-t border-border px-2 pt-4">
        {Object.keys(errors).length > 0 && <FormErrors messages={[t('invoices.editor.errors.fix')]} />}
        {save.isError && <FormErrors messages={[errorText(t, save.error)]} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" disabled={save.isPending} onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('invoices.editor.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
