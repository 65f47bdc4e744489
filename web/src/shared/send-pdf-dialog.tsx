import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ExternalLink, Send } from 'lucide-react';
import { Button, buttonClasses } from '../components/button.tsx';
import { Dialog } from '../components/dialog.tsx';
import { Field } from '../components/field.tsx';
import { Input } from '../components/input.tsx';
import { apiUrl } from '../lib/api.ts';
import { cn } from '../lib/cn.ts';
import { GraphQLRequestError } from '../lib/errors.ts';
import { useIdempotencyKey } from '../lib/idempotency.ts';
import { errorText, reasonMessage } from '../lib/reasons.ts';

/** The same rule as the server's (zod's email): something@something.tld, no spaces. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SendPdfDialogTexts {
  title: string;
  intro: string;
  to: string;
  preview: string;
  submit: string;
  cancel: string;
}

/**
 * Mailing a PDF the product made (a report, an invoice): the recipient (the customer's email prefilled, editable,
 * checked here and on the server), a link to look at the PDF first, the refusal said in the dialog. The caller's
 * `send` queues the mail; a retry after a lost answer reuses the idempotency key, so it sends once.
 */
export function SendPdfDialog<T>({
  texts,
  initialTo,
  pdfPath,
  send,
  onSent,
  onClose,
}: {
  texts: SendPdfDialogTexts;
  initialTo: string | null;
  /** The API path of the PDF to look at (apiUrl adds the server). */
  pdfPath: string;
  send: (to: string, idempotencyKey: string) => Promise<T>;
  onSent: (result: T, to: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState(initialTo ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const idempotency = useIdempotencyKey();

  const mutation = useMutation({
    mutationFn: (address: string) => send(address, idempotency.keyFor({ pdfPath, to: address })),
    onSuccess: (result, address) => {
      idempotency.reset();
      onSent(result, address);
      onClose();
    },
    onError: (e) => {
      if (e instanceof GraphQLRequestError && e.field === 'input.to') setError(reasonMessage(t, e.reason));
      else setFailure(errorText(t, e));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = to.trim();
    setFailure(null);
    if (!emailPattern.test(address)) {
      setError(t('validation.email_invalid'));
      return;
    }
    setError(undefined);
    mutation.mutate(address);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.title}
      description={texts.intro}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 px-5 pb-5">
        <Field label={texts.to} error={error}>
          <Input
            type="email"
            autoComplete="email"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <a
          href={apiUrl(pdfPath)}
          target="_blank"
          rel="noopener"
          className={cn(buttonClasses('secondary', 'sm'), 'self-start')}
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          {texts.preview}
        </a>
        {failure && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            <Send className="size-4" aria-hidden="true" />
            {texts.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
