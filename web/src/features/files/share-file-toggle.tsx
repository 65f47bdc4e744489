import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { Switch } from '../../components/switch.tsx';
import { toast } from '../../lib/toast.ts';
import { filesKey, setFileShared, type FileOwner, type StoredFile } from './files-api.ts';

/**
 * "Delt med kunden" on one file: a switch for those who may share (administrators), named with the file's name; the
 * others see a badge when it is shared. The switch moves at once and the owner's lists refresh from the server; a
 * refusal puts it back and says so.
 */
export function ShareFileToggle({ owner, file }: { owner: FileOwner; file: StoredFile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setFileShared(file.id, shared),
    onMutate: (shared) => setWanted(shared),
    onSuccess: async (_data, shared) => {
      toast.success(t(shared ? 'files.share.shared' : 'files.share.unshared', { name: file.name }));
      await queryClient.invalidateQueries({ queryKey: filesKey(owner) });
    },
    onError: () => toast.error(t('files.share.failed', { name: file.name })),
    onSettled: () => setWanted(null),
  });
  if (!file.mayShare) {
    return file.sharedWithCustomer ? (
      <Badge tone="info" className="mt-1">
        {t('files.share.label')}
      </Badge>
    ) : null;
  }
  return (
    <label className="mt-1 flex w-fit cursor-pointer items-center gap-2 text-xs text-muted">
      <Switch
        checked={wanted ?? file.sharedWithCustomer}
        disabled={mutation.isPending}
        onCheckedChange={(checked) => mutation.mutate(checked)}
        aria-label={t('files.share.toggle', { name: file.name })}
      />
      <span aria-hidden="true">{t('files.share.label')}</span>
    </label>
  );
}
