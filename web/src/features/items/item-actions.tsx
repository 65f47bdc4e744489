import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore, Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
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

/** Delete after a confirmation; an item a visit or the stock uses is refused, and the dialog says to archive it. */
export function DeleteItemButton({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteItem(item.id),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('items.deleted', { name: item.name }));
      queryClient.removeQueries({ queryKey: [...itemsKey, 'detail', item.id] });
      await queryClient.invalidateQueries({ queryKey: itemsKey });
      await navigate({ to: '/admin/items' });
    },
    onError: () => undefined, // shown in the dialog
  });
  const refused = mutation.error instanceof GraphQLRequestError && mutation.error.code === 'BAD_USER_INPUT';
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('items.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('items.deleteTitle', { name: item.name })}
        body={t('items.deleteBody')}
        refusal={refused ? { title: t('items.cannotDelete'), reason: errorText(t, mutation.error) } : undefined}
        error={mutation.error && !refused ? errorText(t, mutation.error) : undefined}
        confirmLabel={t('items.deleteConfirm')}
        cancelLabel={t('common.close')}
        closeLabel={t('common.close')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
