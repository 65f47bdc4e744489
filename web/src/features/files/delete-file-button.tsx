import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { deleteFile, filesKey, type FileOwner, type StoredFile } from './files-api.ts';

/** Deletes one file after a confirmation naming it; the lists of its owner refresh. */
export function DeleteFileButton({ owner, file }: { owner: FileOwner; file: StoredFile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteFile(file.id),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('files.deleted', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: filesKey(owner) });
    },
    onError: () => undefined, // shown in the dialog
  });
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('files.delete', { name: file.name })}
        title={t('files.delete', { name: file.name })}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('files.deleteTitle', { name: file.name })}
        body={t('files.deleteBody')}
        error={mutation.error ? errorText(t, mutation.error) : undefined}
        confirmLabel={t('files.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
