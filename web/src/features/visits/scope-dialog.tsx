import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionDialog, type Refusal } from '../../components/confirm-dialog.tsx';
import { Button } from '../../components/button.tsx';
import type { EditScope } from './visits-api.ts';

/** "Kun dette besøg" or "Hele serien": asked before editing or deleting the real visit of a series. */
export function ScopeDialog({
  open,
  onOpenChange,
  title,
  body,
  onChoose,
  pending,
  error,
  refusal,
  seriesOnly,
  tone = 'primary',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  onChoose: (scope: EditScope) => void;
  pending?: EditScope | null;
  error?: ReactNode;
  refusal?: Refusal;
  /** The change only makes sense for the whole series (a new rule). */
  seriesOnly?: boolean;
  tone?: 'primary' | 'danger';
}) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t('common.close')}
      body={body}
      error={error}
      refusal={refusal}
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          {!seriesOnly && (
            <Button
              variant="secondary"
              loading={pending === 'THIS'}
              disabled={Boolean(pending)}
              onClick={() => onChoose('THIS')}
            >
              {t('visits.scope.this')}
            </Button>
          )}
          <Button
            variant={tone}
            loading={pending === 'SERIES'}
            disabled={Boolean(pending)}
            onClick={() => onChoose('SERIES')}
          >
            {t('visits.scope.series')}
          </Button>
        </>
      }
    />
  );
}
