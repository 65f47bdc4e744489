import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { customTagTypes, type CustomTagType } from '@servio/domain/custom-tag';
import { SettingsSubpage } from '../../components/settings-subpage.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import {
  adminCustomTagsOptions,
  customTagsKey,
  deleteCustomTag,
  reorderCustomTags,
  type AdminCustomTag,
} from './custom-tags-api.ts';
import { CustomTagDialog } from './custom-tag-dialog.tsx';

/** Custom tags per type: create, edit, delete and order (up/down). */
export function CustomTagsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<CustomTagType>('visit');
  const tags = useQuery(adminCustomTagsOptions(type));
  const [editing, setEditing] = useState<AdminCustomTag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCustomTag | null>(null);

  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customTagsKey }),
      queryClient.invalidateQueries({ queryKey: ['getCustomTags'] }),
    ]);

  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderCustomTags(type, ids),
    onSuccess: invalidate,
    onError: (error) => toast.error(errorText(t, error)),
  });
  const remove = useMutation({
    mutationFn: (tag: AdminCustomTag) => deleteCustomTag(tag.id),
    onSuccess: async (_r, tag) => {
      setDeleting(null);
      toast.success(t('customTags.deleted', { name: tag.name }));
      await invalidate();
    },
    onError: () => undefined,
  });

  const move = (index: number, delta: number) => {
    const ids = (tags.data ?? []).map((tag) => tag.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <SettingsSubpage intro={t('customTags.intro')}>
      <Tabs value={type} onValueChange={(v) => setType(v as CustomTagType)}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label={t('customTags.typesLabel')}>
            {customTagTypes.map((ty) => (
              <TabsTrigger key={ty} value={ty}>
                {t(`customTags.types.${ty}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('customTags.create')}
          </Button>
        </div>
        {/* The tabs choose the type; the list below is the chosen tab's panel. */}
        <TabsContent value={type} className="pt-0">
          <Card className="overflow-hidden">
            {tags.isPending ? (
              <div className="space-y-3 p-5" aria-busy="true">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-10 w-full" />
                ))}
              </div>
            ) : tags.isError ? (
              <ErrorState
                title={t('common.loadErrorTitle')}
                body={t(errorMessageKey(tags.error))}
                retryLabel={t('common.retry')}
                onRetry={() => void tags.refetch()}
              />
            ) : tags.data.length === 0 ? (
              <EmptyState
                icon={Tags}
                title={t('customTags.emptyTitle')}
                body={t('customTags.emptyBody', { type: t(`customTags.types.${type}`) })}
              />
            ) : (
              <ol className="divide-y divide-border" aria-label={t(`customTags.types.${type}`)}>
                {tags.data.map((tag, index) => (
                  <li key={tag.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-[13px]">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">{tag.name}</p>
                      <div className="mt-1 flex flex-wrap items-center gap-1.5">
                        <Badge tone="accent">{t(`customTags.modes.${tag.mode}`, { defaultValue: tag.mode })}</Badge>
                        {tag.options.map((o) => (
                          <Badge key={o}>{o}</Badge>
                        ))}
                        {tag.showForCustomer && (
                          <span className="text-xs text-muted">· {t('customTags.fields.showForCustomer')}</span>
                        )}
                        {tag.showForEmployee && (
                          <span className="text-xs text-muted">· {t('customTags.fields.showForEmployee')}</span>
                        )}
                        {tag.allowChangeOnReport && (
                          <span className="text-xs text-muted">· {t('customTags.fields.allowChangeOnReport')}</span>
                        )}
                      </div>
                    </div>
                    <div className="flex gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('customTags.moveUp', { name: tag.name })}
                        disabled={index === 0 || reorder.isPending}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('customTags.moveDown', { name: tag.name })}
                        disabled={index === tags.data.length - 1 || reorder.isPending}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('customTags.editNamed', { name: tag.name })}
                        onClick={() => setEditing(tag)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('customTags.deleteNamed', { name: tag.name })}
                        onClick={() => {
                          remove.reset();
                          setDeleting(tag);
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </TabsContent>
      </Tabs>
      {editing && (
        <CustomTagDialog
          type={type}
          tag={editing === 'new' ? null : editing}
          nextOrder={(tags.data?.length ?? 0) + 1}
          onClose={() => setEditing(null)}
          onSaved={invalidate}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('customTags.deleteTitle', { name: deleting?.name ?? '' })}
        body={t('customTags.deleteBody')}
        error={remove.error ? errorText(t, remove.error) : undefined}
        confirmLabel={t('customTags.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </SettingsSubpage>
  );
}
