import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { customTagInputSchema, customTagModes, type CustomTagMode } from '@servio/domain/custom-tag';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { Button } from '../../components/button.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { createCustomTag, updateCustomTag, type AdminCustomTag } from './custom-tags-api.ts';

const flags = ['showForCustomer', 'showForEmployee', 'allowChangeOnReport'] as const;
type Flag = (typeof flags)[number];

export function CustomTagDialog({
  type,
  tag,
  nextOrder,
  onClose,
  onSaved,
}: {
  type: string;
  tag: AdminCustomTag | null;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const idempotency = useIdempotencyKey();
  const [name, setName] = useState(tag?.name ?? '');
  const [mode, setMode] = useState<CustomTagMode>((tag?.mode as CustomTagMode) ?? 'select');
  const [options, setOptions] = useState<string[]>(tag?.options ?? []);
  const [newOption, setNewOption] = useState('');
  const [flagValues, setFlagValues] = useState<Record<Flag, boolean>>({
    showForCustomer: tag?.showForCustomer ?? false,
    showForEmployee: tag?.showForEmployee ?? true,
    allowChangeOnReport: tag?.allowChangeOnReport ?? false,
  });
  const [errors, setErrors] = useState<{ name?: string; options?: string; form?: string }>({});
  const hasOptions = mode === 'select' || mode === 'multiselect';

  const input = () => ({ name, type, mode, options: hasOptions ? options : [], ...flagValues });

  const mutation = useMutation({
    mutationFn: () => {
      const value = input();
      if (tag) {
        const { type: _type, ...patch } = value;
        return updateCustomTag(tag.id, tag.version, patch);
      }
      const create = { ...value, tagOrder: nextOrder };
      return createCustomTag(create, idempotency.keyFor(create));
    },
    onSuccess: async () => {
      idempotency.reset();
      toast.success(t(tag ? 'customTags.saved' : 'customTags.created', { name }));
      await onSaved();
      onClose();
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        const field = error.field?.replace(/^input\./, '').split('.')[0];
        const text = reasonMessage(t, error.reason);
        setErrors(
          field === 'name' || field === 'options'
            ? { [field]: text, form: t('errors.BAD_USER_INPUT') }
            : { form: text },
        );
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const addOption = () => {
    const value = newOption.trim();
    if (!value) return;
    if (options.some((o) => o.toLowerCase() === value.toLowerCase())) {
      setErrors({ options: reasonMessage(t, 'customTag.optionsDuplicate') });
      return;
    }
    setOptions([...options, value]);
    setNewOption('');
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = customTagInputSchema.safeParse(input());
    if (!result.success) {
      const next: typeof errors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'options';
        next[field] ??= reasonMessage(t, issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={tag ? t('customTags.editTitle') : t('customTags.createTitle')}
      description={t(`customTags.types.${type}`)}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {errors.form && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('customTags.fields.name')} error={errors.name}>
            <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </Field>
          <Field label={t('customTags.fields.mode')} help={t(`customTags.modeHelp.${mode}`)}>
            <Select value={mode} onChange={(e) => setMode(e.target.value as CustomTagMode)}>
              {customTagModes.map((m) => (
                <option key={m} value={m}>
                  {t(`customTags.modes.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {hasOptions && (
          <fieldset>
            <legend className="text-[13px] font-medium">{t('customTags.fields.options')}</legend>
            <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={t('customTags.fields.options')}>
              {options.map((o, i) => (
                <li
                  key={o}
                  className="inline-flex items-center gap-1 rounded-md bg-surface-muted py-0.5 pl-2 pr-0.5 text-[13px]"
                >
                  {o}
                  <button
                    type="button"
                    className="inline-flex size-5 items-center justify-center rounded text-muted hover:bg-border hover:text-foreground"
                    aria-label={t('customTags.removeOption', { option: o })}
                    onClick={() => setOptions(options.filter((_, j) => j !== i))}
                  >
                    <X className="size-3" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex gap-2">
              <Input
                aria-label={t('customTags.newOption')}
                placeholder={t('customTags.newOption')}
                value={newOption}
                onChange={(e) => setNewOption(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addOption();
                  }
                }}
                aria-invalid={errors.options ? true : undefined}
              />
              <Button variant="secondary" onClick={addOption}>
                <Plus className="size-4" aria-hidden="true" />
                {t('customTags.addOption')}
              </Button>
            </div>
            {errors.options && (
              <p role="alert" className="mt-1.5 text-[13px] text-danger">
                {errors.options}
              </p>
            )}
          </fieldset>
        )}
        <div>
          {flags.map((flag) => {
            const id = `tag-${flag}`;
            return (
              <div
                key={flag}
                className="flex items-start justify-between gap-4 border-b border-border py-3 last:border-b-0"
              >
                <div>
                  <label htmlFor={id} className="block text-[13px] font-medium">
                    {t(`customTags.fields.${flag}`)}
                  </label>
                  <p id={`${id}-help`} className="mt-0.5 text-xs text-muted">
                    {t(`customTags.help.${flag}`)}
                  </p>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-help`}
                  checked={flagValues[flag]}
                  onCheckedChange={(v) => setFlagValues({ ...flagValues, [flag]: v })}
                />
              </div>
            );
          })}
        </div>
        <FormFooter onCancel={onClose} saving={mutation.isPending} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
