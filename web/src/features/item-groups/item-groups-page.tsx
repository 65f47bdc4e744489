import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessageKey, GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { formatPercent } from '../../lib/format/index.ts';
import { toast } from '../../lib/toast.ts';
import { deleteItemGroup, itemGroupsKey, itemGroupsOptions, type ItemGroup } from './item-groups-api.ts';
import { ItemGroupDialog } from './item-group-dialog.tsx';

/** The item groups with their markups and item counts; create, edit (a new markup reprices) and delete (administrators). */
export function ItemGroupsPage() {
  const { t } = useTranslation();
  const groups = useQuery(itemGroupsOptions);
  const [editing, setEditing] = useState<ItemGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ItemGroup | null>(null);

  return (
    <Page>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-[13px] text-muted">{t('itemGroups.intro')}</p>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('itemGroups.create')}
        </Button>
      </div>
      <Card className="overflow-hidden">
        {groups.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : groups.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(groups.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void groups.refetch()}
          />
        ) : groups.data.length === 0 ? (
          <EmptyState icon={FolderTree} title={t('itemGroups.emptyTitle')} body={t('itemGroups.emptyBody')} />
        ) : (
          <table className="w-full text-[13px]">
            <caption className="sr-only">{t('itemGroups.tableCaption')}</caption>
            <thead className="border-b border-border text-left text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('itemGroups.name')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('itemGroups.markup')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('itemGroups.items')}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t('itemGroups.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {groups.data.map((g) => (
                <tr key={g.id}>
                  <td className="px-4 py-2.5 font-medium">{g.name}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">{formatPercent(g.markupBp)}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    <Link to="/admin/items" search={{ group: g.id }} className="underline-offset-2 hover:underline">
                      {t('itemGroups.itemCount', { count: g.itemCount })}
                    </Link>
                  </td>
                  <td className="px-4 py-1.5">
                    <div className="flex justify-end gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('itemGroups.editNamed', { name: g.name })}
                        onClick={() => setEditing(g)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('itemGroups.deleteNamed', { name: g.name })}
                        onClick={() => setDeleting(g)}
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
      {editing && <ItemGroupDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteItemGroup group={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function DeleteItemGroup({ group, onClose }: { group: ItemGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteItemGroup(group.id),
    onSuccess: async () => {
      toast.success(t('itemGroups.deleted', { name: group.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: itemGroupsKey });
    },
    onError: () => undefined, // shown in the dialog
  });
  const refused = mutation.error instanceof GraphQLRequestError && mutation.error.code === 'BAD_USER_INPUT';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('itemGroups.deleteTitle', { name: group.name })}
      body={t('itemGroups.deleteBody')}
      refusal={refused ? { title: t('itemGroups.cannotDelete'), reason: errorText(t, mutation.error) } : undefined}
      error={mutation.error && !refused ? errorText(t, mutation.error) : undefined}
      confirmLabel={t('itemGroups.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
