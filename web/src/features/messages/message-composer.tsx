import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Send } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Field } from '../../components/field.tsx';
import { Select } from '../../components/select.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage, serverField } from '../../lib/reasons.ts';
import { formatCount } from '../../lib/format/index.ts';
import {
  messageRecipientsOptions,
  postMessage,
  threadKey,
  type MessageOwner,
  type MessageVisibility,
} from './messages-api.ts';

/** The longest message the server takes (trimmed). */
export const maxMessageLength = 4000;

/**
 * What the viewer may choose (the contract's "who may post"): an administrator any visibility; employees and
 * suppliers all or one employee; a customer chooses nothing — her messages are for all.
 */
export function visibilityChoices(role: string): readonly MessageVisibility[] {
  if (role === 'administrator' || role === 'superadmin') return ['ALL', 'CUSTOMER', 'EMPLOYEE'];
  if (role === 'employee' || role === 'supplier') return ['ALL', 'EMPLOYEE'];
  return [];
}

type Errors = { body?: string; recipient?: string; form?: string };

/** Writes a message to the thread: the text, who may read it, and for a private one, the employee it is for. */
export function MessageComposer({
  owner,
  role,
  onPosted,
}: {
  owner: MessageOwner;
  role: string;
  onPosted?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = visibilityChoices(role);
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<MessageVisibility>('ALL');
  const [recipientId, setRecipientId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const privateToEmployee = visibility === 'EMPLOYEE';
  const recipients = useQuery({ ...messageRecipientsOptions, enabled: privateToEmployee });

  const mutation = useMutation({
    mutationFn: postMessage,
    onSuccess: async () => {
      setBody('');
      setErrors({});
      onPosted?.();
      await queryClient.invalidateQueries({ queryKey: threadKey(owner) });
    },
    // The text stays where it is: nothing written is lost to a refusal.
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        const field = serverField(error);
        const text = reasonMessage(t, error.reason, error.extensions);
        if (field === 'body') setErrors({ body: text });
        else if (field === 'recipientUserId') setErrors({ recipient: text });
        else setErrors({ form: text });
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const text = body.trim();
    const next: Errors = {};
    if (text.length === 0) next.body = t('messages.errors.bodyRequired');
    else if (text.length > maxMessageLength)
      next.body = t('messages.errors.bodyTooLong', { max: formatCount(maxMessageLength) });
    if (privateToEmployee && !recipientId) next.recipient = t('messages.errors.recipientRequired');
    setErrors(next);
    if (next.body || next.recipient) return;
    mutation.mutate({
      ...owner,
      visibility: choices.length > 0 ? visibility : 'ALL',
      recipientUserId: privateToEmployee ? recipientId : null,
      body: text,
    });
  };

  // Ctrl+Enter (⌘+Enter) sends, as in most message boxes; Enter alone makes a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" aria-label={t('messages.composerLabel')}>
      {errors.form && <FormErrors messages={[errors.form]} />}
      <Field
        label={t('messages.body')}
        error={errors.body}
        help={t(role === 'customer' ? 'messages.bodyHelpCustomer' : 'messages.bodyHelp')}
      >
        <Textarea
          rows={3}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.bodyPlaceholder')}
        />
      </Field>
      {choices.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('messages.visibility')}>
            <Select
              value={visibility}
              onChange={(e) => {
                setVisibility(e.target.value as MessageVisibility);
                setErrors((current) => ({ ...current, recipient: undefined }));
              }}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`messages.choice.${choice}`)}
                </option>
              ))}
            </Select>
          </Field>
          {privateToEmployee && (
            <Field
              label={t('messages.recipient')}
              error={errors.recipient ?? (recipients.isError ? t('messages.recipientsLoadError') : undefined)}
            >
              <Select
                value={recipientId}
                onChange={(e) => setRecipientId(e.target.value)}
                disabled={recipients.isPending}
              >
                <option value="">
                  {recipients.isPending ? t('messages.recipientsLoading') : t('messages.chooseRecipient')}
                </option>
                {recipients.data?.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
