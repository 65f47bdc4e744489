import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Button } from './button.tsx';

/**
 * A yes/no question in a dialog. `error` shows why the action was refused (the dialog stays open so the
 * person can read it); texts are passed in translated.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  pending,
  error,
  refusal,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  error?: ReactNode;
  refusal?: Refusal;
  tone?: 'danger' | 'primary';
}) {
  return (
    <QuestionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={closeLabel}
      body={body}
      error={error}
      refusal={refusal}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm} disabled={Boolean(error)}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/** The answer was no, for a reason the person can act on (the customer still has visits): said instead of the question. */
export interface Refusal {
  title: ReactNode;
  reason: ReactNode;
}

/**
 * A question in a small dialog: its text, why an answer failed (if it did), and the answers as buttons. A refusal
 * replaces the question whole, so the dialog never says two things at once ("Kan ikke slettes" above "Slet kunden?").
 */
export function QuestionDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  body,
  error,
  refusal,
  actions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  body: ReactNode;
  error?: ReactNode;
  refusal?: Refusal;
  actions: ReactNode;
}) {
  if (refusal) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={refusal.title}
        closeLabel={closeLabel}
        className="max-w-md"
      >
        <div className="space-y-4 px-5 pb-5">
          <p role="alert" className="text-[13px] leading-relaxed text-foreground">
            {refusal.reason}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {closeLabel}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} closeLabel={closeLabel} className="max-w-md">
      <div className="space-y-4 px-5 pb-5">
        <div className="text-[13px] leading-relaxed text-muted">{body}</div>
        {error && (
          <div role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {error}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">{actions}</div>
      </div>
    </Dialog>
  );
}
