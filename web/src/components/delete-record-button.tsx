import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { errorText } from '../lib/reasons.ts';
import { GraphQLRequestError } from '../lib/errors.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The texts of a delete button and its dialog, already translated. */
export interface DeleteRecordTexts {
  button: string;
  title: string;
  body: string;
  confirm: string;
  /** The heading over the server's reason when it refuses (the record is in use). */
  cannotDelete: string;
}

/**
 * Delete after a confirmation. The server's refusal (BAD_USER_INPUT: the record is in use) is explained in the
 * dialog under `cannotDelete`; any other error is shown there too, and the dialog stays open.
 */
export function DeleteRecordButton({
  texts,
  remove,
  onDeleted,
}: {
  texts: DeleteRecordTexts;
  remove: () => Promise<unknown>;
  /** After the deletion: say so, drop the cached record, go to the list. */
  onDeleted: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      setOpen(false);
      await onDeleted();
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
        {texts.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={texts.title}
        body={texts.body}
        refusal={refused ? { title: texts.cannotDelete, reason: errorText(t, mutation.error) } : undefined}
        error={mutation.error && !refused ? errorText(t, mutation.error) : undefined}
        confirmLabel={texts.confirm}
        cancelLabel={t('common.close')}
        closeLabel={t('common.close')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
