import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { DeleteRecordButton } from '../../components/delete-record-button.tsx';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { deleteItem, itemsKey, setItemArchived, type ItemDetail } from './items-api.ts';

/** Archive (the item leaves the list and the pickers, its history stays) or bring it back. */
export function ArchiveItemButton({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setItemArchived(item.id, item.active),
    onSuccess: async () => {
      toast.success(t(item.active ? 'items.archived' : 'items.unarchived', { name: item.name }));
      await queryClient.invalidateQueries({ queryKey: itemsKey });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const Icon = item.active ? Archive : ArchiveRestore;
  return (
    <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      <Icon className="size-4" aria-hidden="true" />
      {item.active ? t('items.archive') : t('items.unarchive')}
    </Button>
  );
}

/** Delete after a confirmation; an item used on a visit or in stock is refused (archive it instead) in the dialog. */
export function DeleteItemButton({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DeleteRecordButton
      texts={{
        button: t('items.delete'),
        title: t('items.deleteTitle', { name: item.name }),
        body: t('items.deleteBody'),
        confirm: t('items.deleteConfirm'),
        cannotDelete: t('items.cannotDelete'),
      }}
      remove={() => deleteItem(item.id)}
      onDeleted={async () => {
        toast.success(t('items.deleted', { name: item.name }));
        queryClient.removeQueries({ queryKey: [...itemsKey, 'detail', item.id] });
        await queryClient.invalidateQueries({ queryKey: itemsKey });
        await navigate({ to: '/admin/items' });
      }}
    />
  );
}
