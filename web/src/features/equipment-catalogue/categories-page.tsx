import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Boxes, Pencil, Plus, Trash2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessageKey, GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { useEquipmentLabels, type EquipmentLabels } from '../../shared/equipment-labels.ts';
import { catalogueReason } from './catalogue-messages.ts';
import {
  deleteEquipmentCategory,
  equipmentCatalogueKey,
  equipmentCategoriesOptions,
  type EquipmentCategory,
} from './catalogue-api.ts';
import { CategoryDialog } from './category-dialog.tsx';

/** The equipment categories with their product counts; create, rename and delete (an unused one). Administrators. */
export function CategoriesPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const labels = useEquipmentLabels(session.company);
  const categories = useQuery(equipmentCategoriesOptions);
  const [editing, setEditing] = useState<EquipmentCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EquipmentCategory | null>(null);

  return (
    <Page>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-[13px] text-muted">{t('equipment.categories.intro')}</p>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('equipment.categories.create', { label: labels.category.toLowerCase() })}
        </Button>
      </div>
      <Card className="overflow-hidden">
        {categories.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : categories.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(categories.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <EmptyState
            icon={Boxes}
            title={t('equipment.categories.emptyTitle')}
            body={t('equipment.categories.emptyBody', { label: labels.category.toLowerCase() })}
          />
        ) : (
          <table className="w-full text-[13px]">
            <caption className="sr-only">{t('equipment.categories.tableCaption')}</caption>
            <thead className="border-b border-border text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {labels.category}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('equipment.categories.products')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('equipment.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {categories.data.map((c) => (
                <tr key={c.id}>
                  <td className="px-4 py-2.5 font-medium">{c.name}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    <Link
                      to="/admin/products"
                      search={{ category: c.id }}
                      className="underline-offset-2 hover:underline"
                    >
                      {t('equipment.categories.productCount', { count: c.productCount })}
                    </Link>
                  </td>
                  <td className="px-4 py-1.5">
                    <div className="flex justify-end gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('equipment.editNamed', { name: c.name })}
                        onClick={() => setEditing(c)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('equipment.deleteNamed', { name: c.name })}
                        onClick={() => setDeleting(c)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {editing && (
        <CategoryDialog
          category={editing === 'new' ? null : editing}
          labels={labels}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteCategory category={deleting} labels={labels} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function DeleteCategory({
  category,
  labels,
  onClose,
}: {
  category: EquipmentCategory;
  labels: EquipmentLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteEquipmentCategory(category.id),
    onSuccess: async () => {
      toast.success(t('equipment.categories.deleted', { name: category.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: equipmentCatalogueKey });
    },
    onError: () => undefined, // shown in the dialog
  });
  const error = mutation.error;
  const refused = error instanceof GraphQLRequestError && error.reason === 'equipmentCategory.inUse';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('equipment.deleteTitle', { name: category.name })}
      body={t('equipment.deleteBody', { name: category.name })}
      refusal={
        refused ? { title: t('equipment.cannotDelete'), reason: catalogueReason(t, labels, error.reason) } : undefined
      }
      error={error && !refused ? errorText(t, error) : undefined}
      confirmLabel={t('equipment.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
