import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { departmentInputSchema } from '@servio/domain/department';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import { createDepartment, departmentsKey, updateDepartment, type Department } from './departments-api.ts';

const palette = ['#2563eb', '#16a34a', '#dc2626', '#d97706', '#7c3aed', '#0891b2', '#db2777', '#475569'];

export function DepartmentDialog({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [name, setName] = useState(department?.name ?? '');
  const [color, setColor] = useState(department?.color ?? palette[0]!);
  const [errors, setErrors] = useState<{ name?: string; color?: string; form?: string }>({});

  const mutation = useMutation({
    mutationFn: () => {
      const input = { name, color: color || null };
      return department
        ? updateDepartment(department.id, department.version, input)
        : createDepartment(input, idempotency.keyFor(input));
    },
    onSuccess: async () => {
      idempotency.reset();
      toast.success(t(department ? 'departments.saved' : 'departments.created', { name }));
      await queryClient.invalidateQueries({ queryKey: departmentsKey });
      onClose();
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        const field = error.field?.replace(/^input\./, '');
        const text = reasonMessage(t, error.reason);
        setErrors(
          field === 'name' || field === 'color' ? { [field]: text, form: t('errors.BAD_USER_INPUT') } : { form: text },
        );
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = departmentInputSchema.safeParse({ name, color });
    if (!result.success) {
      const next: typeof errors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]) as 'name' | 'color';
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
      title={department ? t('departments.editTitle') : t('departments.createTitle')}
      closeLabel={t('common.close')}
      className="max-w-md"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {errors.form && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <Field label={t('departments.name')} error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        </Field>
        <fieldset>
          <legend className="text-[13px] font-medium">{t('departments.color')}</legend>
          <div className="mt-1.5 flex flex-wrap items-center gap-2">
            {palette.map((c) => (
              <button
                key={c}
                type="button"
                className="size-7 rounded-full ring-offset-2 ring-offset-surface focus-visible:outline-2 focus-visible:outline-ring aria-pressed:ring-2 aria-pressed:ring-foreground"
                style={{ backgroundColor: c }}
                aria-pressed={color.toLowerCase() === c}
                aria-label={t('departments.colorChoice', { color: c })}
                onClick={() => setColor(c)}
              />
            ))}
            <Input
              aria-label={t('departments.colorCode')}
              value={color}
              onChange={(e) => setColor(e.target.value)}
              className="h-8! w-28! font-mono text-xs"
              aria-invalid={errors.color ? true : undefined}
            />
          </div>
          {errors.color && (
            <p className="mt-1.5 text-[13px] text-danger" role="alert">
              {errors.color}
            </p>
          )}
        </fieldset>
        <FormFooter onCancel={onClose} saving={mutation.isPending} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
