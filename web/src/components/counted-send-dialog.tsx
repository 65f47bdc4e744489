import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { QuestionDialog } from './confirm-dialog.tsx';
import { errorText } from '../lib/reasons.ts';

/** What the dialog says, in the feature's words (each already translated). */
export interface CountedSendTexts {
  title: string;
  counting: string;
  /** The sentence above the list: how many will go, or that none will. */
  summary: string;
  /** "N are left out:" above the skipped list. */
  skippedTitle: string;
  confirm: string;
  /** A line under the list (the rules the check applied). */
  footnote?: string;
}

/**
 * Count first, then send (spec: bulk-send reminders shows a count): the server's check gives how many will go and
 * each one left out with its reason; nothing is sent before the person confirms the number they were shown, and the
 * server checks again as it sends. Payment reminders and service reminders both ask this way.
 */
export function CountedSendDialog({
  texts,
  count,
  skipped,
  checking,
  checkError,
  sending,
  sendError,
  onSend,
  onClose,
}: {
  texts: CountedSendTexts;
  count: number;
  skipped: { key: string; text: ReactNode }[];
  checking: boolean;
  checkError: unknown;
  sending: boolean;
  sendError: unknown;
  onSend: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const error = checkError ? errorText(t, checkError) : sendError ? errorText(t, sendError) : undefined;
  return (
    <QuestionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      closeLabel={t('common.close')}
      error={error}
      body={
        checking ? (
          <p role="status">{texts.counting}</p>
        ) : (
          <div className="space-y-3">
            <p>{texts.summary}</p>
            {skipped.length > 0 && (
              <div>
                <p className="font-medium">{texts.skippedTitle}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
                  {skipped.map((s) => (
                    <li key={s.key}>{s.text}</li>
                  ))}
                </ul>
              </div>
            )}
            {texts.footnote && <p className="text-[12px] text-muted">{texts.footnote}</p>}
          </div>
        )
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={sending} disabled={count === 0} onClick={onSend}>
            {texts.confirm}
          </Button>
        </>
      }
    />
  );
}
