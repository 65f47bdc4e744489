import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { SearchCombobox } from '../../components/search-combobox.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { formatKroner, formatMoney, formatQuantity } from '../../lib/format/index.ts';
import { errorText, serverField } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { lineNumbers, type LineErrors, type LineNumbers } from './line-values.ts';
import { materialSearchOptions, type MaterialHit } from './visit-lines-api.ts';
import { useLineChanges } from './use-line-changes.ts';

const empty: LineNumbers = { quantity: '1', unitPrice: '', discount: '' };

/** Adds a line: an item found by name, SKU or barcode (its price the default), or free text. */
export function AddLineForm({ visitId, prices }: { visitId: string; prices: boolean }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useQuery(materialSearchOptions(useDebounced(term, 250)));
  const [item, setItem] = useState<MaterialHit | null>(null);
  const [freeText, setFreeText] = useState(false);
  const [description, setDescription] = useState('');
  const [values, setValues] = useState<LineNumbers>(empty);
  const [errors, setErrors] = useState<LineErrors & { item?: string; form?: string }>({});
  const { add } = useLineChanges();

  const set = (name: keyof LineNumbers) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = lineNumbers(values, prices);
    const itemError = !item && !(freeText && description.trim()) ? 'visitLines.errors.itemOrText' : undefined;
    if (!parsed.ok || itemError) {
      setErrors({ ...(parsed.ok ? {} : parsed.errors), ...(itemError ? { item: itemError } : {}) });
      return;
    }
    const { ok: _, ...numbers } = parsed;
    add.mutate(
      {
        visitId,
        ...(item ? { itemId: item.id } : { description: description.trim() }),
        ...numbers,
      },
      {
        onSuccess: () => {
          toast.success(t('visitLines.add.added'));
          setItem(null);
          setDescription('');
          setValues(empty);
          setErrors({});
        },
        onError: (error) => {
          const field = error instanceof GraphQLRequestError ? serverField(error) : undefined;
          const key = field === 'discountBp' ? 'discount' : field;
          const message = errorText(t, error);
          setErrors(key && key in empty ? { [key]: message } : { form: message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('visitLines.add.heading')} className="flex flex-col gap-3 pt-3">
      <h3 className="text-[13px] font-semibold">{t('visitLines.add.heading')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {freeText ? (
          <Field label={t('visitLines.add.description')} error={errors.item && t(errors.item)}>
            <Input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
          </Field>
        ) : item ? (
          <div className="min-w-0">
            <p className="text-[13px] font-medium">{t('visitLines.add.item')}</p>
            <p className="mt-1.5 text-[13px]" data-testid="picked-item">
              {t('visitLines.add.picked', { name: item.name, sku: item.sku })}
              {item.onHand !== null && (
                <span className={item.belowZero ? 'ml-2 text-danger' : 'ml-2 text-muted'}>
                  {t('visitLines.add.onHand', { quantity: formatQuantity(item.onHand) })}
                </span>
              )}
            </p>
            <Button variant="ghost" size="sm" onClick={() => setItem(null)}>
              {t('visitLines.add.clear')}
            </Button>
          </div>
        ) : (
          <Field label={t('visitLines.add.item')} error={errors.item && t(errors.item)}>
            <SearchCombobox<MaterialHit>
              label={t('visitLines.add.item')}
              placeholder={t('visitLines.add.search')}
              items={term.trim() ? search.data : undefined}
              searching={search.isFetching}
              emptyText={t('visitLines.add.noHits')}
              itemKey={(h) => h.id}
              itemText={(h) => `${h.name} (${h.sku})`}
              renderItem={(h) => (
                <span className="flex w-full justify-between gap-3">
                  <span>
                    {h.name} <span className="text-muted">{h.sku}</span>
                  </span>
                  {h.salesPrice !== null && <span className="tabular-nums">{formatMoney(h.salesPrice)}</span>}
                </span>
              )}
              onSearch={setTerm}
              onPick={(h) => {
                setItem(h);
                setErrors({});
                if (prices && h.salesPrice !== null)
                  setValues((v) => ({ ...v, unitPrice: formatKroner(h.salesPrice) }));
              }}
            />
          </Field>
        )}
        <Field label={t('visitLines.add.quantity')} error={errors.quantity && t(errors.quantity)}>
          <Input inputMode="decimal" value={values.quantity} onChange={set('quantity')} />
        </Field>
        {prices && (
          <>
            <Field
              label={t('visitLines.add.unitPrice')}
              error={errors.unitPrice && t(errors.unitPrice)}
              help={t('visitLines.add.unitPriceHelp')}
            >
              <Input inputMode="decimal" value={values.unitPrice} onChange={set('unitPrice')} />
            </Field>
            <Field label={t('visitLines.add.discount')} error={errors.discount && t(errors.discount)}>
              <Input inputMode="decimal" value={values.discount} onChange={set('discount')} />
            </Field>
          </>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-[13px] text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={add.isPending}>
          {t('visitLines.add.submit')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setFreeText(!freeText);
            setItem(null);
            setErrors({});
          }}
        >
          {freeText ? t('visitLines.add.useItem') : t('visitLines.add.freeText')}
        </Button>
      </div>
    </form>
  );
}
