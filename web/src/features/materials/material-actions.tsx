import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Archive, ArchiveRestore } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { DeleteRecordButton } from '../../components/delete-record-button.tsx';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { deleteMaterial, materialsKey, setMaterialArchived, type MaterialDetail } from './materials-api.ts';

/** Archive (a unit taken down: it leaves the list, the pickers and the reminders; its history stays) or bring it back. */
export function ArchiveMaterialButton({ material }: { material: MaterialDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => setMaterialArchived(material.id, !material.archived),
    onSuccess: async () => {
      toast.success(t(material.archived ? 'materials.unarchived' : 'materials.archived'));
      await queryClient.invalidateQueries({ queryKey: materialsKey });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const Icon = material.archived ? ArchiveRestore : Archive;
  return (
    <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      <Icon className="size-4" aria-hidden="true" />
      {material.archived ? t('materials.unarchive') : t('materials.archive')}
    </Button>
  );
}

/** Delete after a confirmation; a unit on a visit is refused in the dialog (archive it instead). */
export function DeleteMaterialButton({ material, title }: { material: MaterialDetail; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DeleteRecordButton
      texts={{
        button: t('materials.delete'),
        title: t('materials.deleteTitle', { name: title }),
        body: t('materials.deleteBody'),
        confirm: t('materials.deleteConfirm'),
        cannotDelete: t('materials.cannotDelete'),
      }}
      remove={() => deleteMaterial(material.id)}
      onDeleted={async () => {
        toast.success(t('materials.deleted'));
        queryClient.removeQueries({ queryKey: [...materialsKey, 'detail', material.id] });
        await queryClient.invalidateQueries({ queryKey: materialsKey });
        await navigate({ to: '/admin/materials' });
      }}
    />
  );
}
