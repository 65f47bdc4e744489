import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Button } from '../../components/button.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { useEquipmentLabels } from '../../shared/equipment-labels.ts';
import {
  deleteEquipmentProduct,
  equipmentCatalogueKey,
  equipmentCategoriesOptions,
  equipmentProductsOptions,
  type EquipmentProduct,
} from './catalogue-api.ts';
import { ProductDialog } from './product-dialog.tsx';
import type { ProductsSearch } from './products-search.ts';
import { serviceIntervalText } from './service-interval.ts';

/**
 * The company's products (models), paged and searched by the server, filtered by category; the columns carry the
 * company's own words (renamed model, supplier and free columns). Create, edit and delete (an unused one).
 */
export function ProductsPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: ProductsSearch;
  onSearchChange: (patch: Partial<ProductsSearch>) => void;
}) {
  const { t } = useTranslation();
  const labels = useEquipmentLabels(session.company);
  const companyMonths = session.company?.materielServiceIntervalMonths ?? 12;
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const categories = useQuery(equipmentCategoriesOptions);
  const [editing, setEditing] = useState<EquipmentProduct | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EquipmentProduct | null>(null);
  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const products = useQuery(
    equipmentProductsOptions({
      search: search.q ?? null,
      categoryId: search.category ?? null,
      limit: size,
      offset: (page - 1) * size,
    }),
  );
  const filtered = Boolean(search.q || search.category);
  const freeColumns = [
    { key: 'column1', label: labels.column1 },
    { key: 'column2', label: labels.column2 },
    { key: 'column3', label: labels.column3 },
  ] as const;

  return (
    <Page wide>
      <ListToolbar
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('equipment.products.create')}
          </Button>
        }
      >
        <SearchBox
          wide
          value={term}
          onChange={setTerm}
          label={t('equipment.products.search')}
          placeholder={t('equipment.products.searchPlaceholder', {
            model: labels.model.toLowerCase(),
            supplier: labels.supplier.toLowerCase(),
          })}
        />
        <FilterSelect
          label={labels.category}
          defaultLabel={t('equipment.products.allCategories')}
          value={search.category}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(category) => onSearchChange({ category, page: undefined })}
        />
      </ListToolbar>

      <ServerTable
        query={products}
        caption={t('equipment.products.tableCaption')}
        empty={{
          icon: Package,
          title: filtered ? t('equipment.products.noMatchesTitle') : t('equipment.products.emptyTitle'),
          body: filtered ? t('equipment.products.noMatchesBody') : t('equipment.products.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={labels.model} />
            <ColumnHeader label={labels.category} />
            <ColumnHeader label={labels.supplier} />
            <ColumnHeader label={t('equipment.products.interval')} />
            {freeColumns.map((c) => (
              <ColumnHeader key={c.key} label={c.label} />
            ))}
            <ColumnHeader label={t('equipment.products.materials')} className="text-right" />
            <th scope="col" className="px-4 py-2.5">
              <span className="sr-only">{t('equipment.actions')}</span>
            </th>
          </>
        }
        row={(p) => (
          <tr>
            <td className="px-4 py-2.5 font-medium">{p.name}</td>
            <td className="px-4 py-2.5 text-muted">{p.category.name}</td>
            <td className="px-4 py-2.5 text-muted">{p.supplier}</td>
            <td className="px-4 py-2.5 whitespace-nowrap text-muted">
              {serviceIntervalText(t, p.serviceIntervalMonths, companyMonths)}
            </td>
            {freeColumns.map((c) => (
              <td key={c.key} className="px-4 py-2.5 text-muted">
                {p[c.key]}
              </td>
            ))}
            <td className="px-4 py-2.5 text-right tabular-nums">{p.materialCount}</td>
            <td className="px-4 py-1.5">
              <ProductActions product={p} onEdit={setEditing} onDelete={setDeleting} />
            </td>
          </tr>
        )}
        card={(p) => ({
          title: p.name,
          aside: <ProductActions product={p} onEdit={setEditing} onDelete={setDeleting} />,
          lines: [
            [p.category.name, p.supplier].filter(Boolean).join(' · '),
            serviceIntervalText(t, p.serviceIntervalMonths, companyMonths),
          ],
        })}
        page={page}
        pageSize={size}
        onPaging={onSearchChange}
        choosePageSize
      />
      {editing && (
        <ProductDialog
          product={editing === 'new' ? null : editing}
          categoryId={search.category}
          labels={labels}
          companyMonths={companyMonths}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteProduct product={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function ProductActions({
  product,
  onEdit,
  onDelete,
}: {
  product: EquipmentProduct;
  onEdit: (p: EquipmentProduct) => void;
  onDelete: (p: EquipmentProduct) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('equipment.editNamed', { name: product.name })}
        onClick={() => onEdit(product)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('equipment.deleteNamed', { name: product.name })}
        onClick={() => onDelete(product)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

function DeleteProduct({ product, onClose }: { product: EquipmentProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteEquipmentProduct(product.id),
    onSuccess: async () => {
      toast.success(t('equipment.products.deleted', { name: product.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: equipmentCatalogueKey });
    },
    onError: () => undefined, // shown in the dialog
  });
  const refused = mutation.error instanceof GraphQLRequestError && mutation.error.reason === 'equipmentProduct.inUse';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('equipment.deleteTitle', { name: product.name })}
      body={t('equipment.deleteBody', { name: product.name })}
      refusal={refused ? { title: t('equipment.cannotDelete'), reason: errorText(t, mutation.error) } : undefined}
      error={mutation.error && !refused ? errorText(t, mutation.error) : undefined}
      confirmLabel={t('equipment.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
