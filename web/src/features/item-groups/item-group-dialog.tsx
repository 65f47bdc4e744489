import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { itemGroupInputSchema } from '@servio/domain/item';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Button } from '../../components/button.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { formatMoney, formatPercentInput, parsePercent } from '../../lib/format/index.ts';
import {
  createItemGroup,
  itemGroupsKey,
  previewItemGroupMarkup,
  updateItemGroup,
  type ItemGroup,
  type ItemGroupInput,
  type MarkupPreview,
} from './item-groups-api.ts';

/** Items' queries start with this key (the items feature's); a new markup changes their prices. */
const itemsKey = ['items'] as const;

type Errors = { name?: string; markupBp?: string; form?: string };

/**
 * Create or edit a group. A changed markup is first previewed: "N varer får ny salgspris" with a few examples,
 * and applied only when the person confirms (the server reprices them in the same transaction as the group).
 */
export function ItemGroupDialog({ group, onClose }: { group: ItemGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [name, setName] = useState(group?.name ?? '');
  const [markup, setMarkup] = useState(formatPercentInput(group?.markupBp ?? 0));
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<{ input: ItemGroupInput; result: MarkupPreview } | null>(null);

  const showError = (error: unknown) => {
    if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
      const field = error.field?.replace(/^input\./, '');
      const text = reasonMessage(t, error.reason);
      setErrors(
        field === 'name' || field === 'markupBp' ? { [field]: text, form: t('errors.BAD_USER_INPUT') } : { form: text },
      );
    } else setErrors({ form: errorText(t, error) });
    setPreview(null);
  };

  const save = useMutation({
    mutationFn: (input: ItemGroupInput) =>
      group ? updateItemGroup(group.id, group.version, input) : createItemGroup(input, idempotency.keyFor(input)),
    onSuccess: async (_saved, input) => {
      idempotency.reset();
      toast.success(t(group ? 'itemGroups.saved' : 'itemGroups.created', { name: input.name }));
      await queryClient.invalidateQueries({ queryKey: itemGroupsKey });
      await queryClient.invalidateQueries({ queryKey: itemsKey });
      onClose();
    },
    onError: showError,
  });

  const check = useMutation({
    mutationFn: (input: ItemGroupInput) => previewItemGroupMarkup(group!.id, input.markupBp),
    onSuccess: (result, input) => {
      if (result.changedCount === 0) save.mutate(input);
      else setPreview({ input, result });
    },
    onError: showError,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const markupBp = parsePercent(markup);
    if (markupBp === 'invalid' || markupBp === null) {
      setErrors({ markupBp: reasonMessage(t, 'markup_invalid') });
      return;
    }
    const result = itemGroupInputSchema.safeParse({ name, markupBp });
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as 'name' | 'markupBp';
        next[field] ??= reasonMessage(t, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const input = { name, markupBp };
    if (group && group.markupBp !== markupBp) check.mutate(input);
    else save.mutate(input);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={group ? t('itemGroups.editTitle') : t('itemGroups.createTitle')}
      closeLabel={t('common.close')}
      className="max-w-md"
    >
      {preview ? (
        <div className="space-y-4 px-5 pb-5">
          <p role="alert" className="text-[13px] font-medium">
            {t('itemGroups.repriceCount', { count: preview.result.changedCount })}
          </p>
          <ul className="space-y-1 text-[13px]" aria-label={t('itemGroups.repriceExamples')}>
            {preview.result.examples.map((e) => (
              <li key={e.itemId} className="flex justify-between gap-3">
                <span className="min-w-0 truncate">
                  {e.sku} · {e.name}
                </span>
                <span className="whitespace-nowrap tabular-nums text-muted">
                  {formatMoney(e.oldPrice)} → <span className="text-foreground">{formatMoney(e.newPrice)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setPreview(null)}>
              {t('itemGroups.back')}
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate(preview.input)}>
              {t('itemGroups.applyMarkup')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
          {errors.form && <FormErrors messages={[errors.form]} />}
          <Field label={t('itemGroups.name')} error={errors.name}>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field>
          <Field label={t('itemGroups.markup')} error={errors.markupBp} help={t('itemGroups.markupHelp')}>
            <Input inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} />
          </Field>
          <FormFooter onCancel={onClose} saving={save.isPending || check.isPending} submitLabel={t('common.save')} />
        </form>
      )}
    </Dialog>
  );
}
