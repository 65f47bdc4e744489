import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { equipmentCategoryInputSchema } from '@servio/domain/equipment-catalogue';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import type { EquipmentLabels } from '../../shared/equipment-labels.ts';
import { catalogueReason } from './catalogue-messages.ts';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { toast } from '../../lib/toast.ts';
import {
  createEquipmentCategory,
  equipmentCatalogueKey,
  updateEquipmentCategory,
  type EquipmentCategory,
} from './catalogue-api.ts';

type Errors = { name?: string; form?: string };

/** Create or rename a category, in the company's words (`labels`: "Kategori" or its own). */
export function CategoryDialog({
  category,
  labels,
  onClose,
}: {
  category: EquipmentCategory | null;
  labels: EquipmentLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [name, setName] = useState(category?.name ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (input: { name: string }) =>
      category
        ? updateEquipmentCategory(category.id, category.version, input)
        : createEquipmentCategory(input, idempotency.keyFor(input)),
    onSuccess: async (saved) => {
      idempotency.reset();
      toast.success(t(category ? 'equipment.categories.saved' : 'equipment.categories.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: equipmentCatalogueKey });
      onClose();
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && error.field === 'input.name') {
        setErrors({ name: catalogueReason(t, labels, error.reason), form: t('errors.BAD_USER_INPUT') });
      } else setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = equipmentCategoryInputSchema.safeParse({ name });
    if (!result.success) {
      setErrors({ name: catalogueReason(t, labels, result.error.issues[0]?.message) });
      return;
    }
    setErrors({});
    save.mutate(result.data);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        category
          ? t('equipment.categories.editTitle', { label: labels.category.toLowerCase() })
          : t('equipment.categories.createTitle', { label: labels.category.toLowerCase() })
      }
      closeLabel={t('common.close')}
      className="max-w-md"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {errors.form && <FormErrors messages={[errors.form]} />}
        <Field label={t('equipment.categories.name')} error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoFocus maxLength={100} />
        </Field>
        <FormFooter onCancel={onClose} saving={save.isPending} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
