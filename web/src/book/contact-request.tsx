/** @jsxImportSource preact */
// Where no time fits: the waitlist (email needed, phone optional) or "ring mig op" (phone needed, email optional,
// with a message).
import { useState } from 'preact/hooks';
import { api, ApiError, newKey } from './api.ts';
import { errorText, fieldErrors } from './book-errors.ts';
import type { DetailKey, Details } from './book-state.ts';
import { DetailField } from './detail-field.tsx';
import { BackLink, ErrorBox, Honeypot } from './fields.tsx';
import type { Language, T } from './i18n.ts';

type Kind = 'waitlist' | 'callback';

/** The way each request reaches the visitor: the needed one first, then the optional one. */
const reach: Record<Kind, [needed: DetailKey, optional: DetailKey]> = {
  waitlist: ['email', 'phone'],
  callback: ['phone', 'email'],
};

export function ContactRequest(props: {
  kind: Kind;
  t: T;
  language: Language;
  intro?: string;
  zipcode: string;
  serviceId?: string;
  details: Details;
  setDetails: (d: Details) => void;
  onDone: (reference: string) => void;
  onBack: () => void;
}) {
  const { t, details, kind } = props;
  const [contact, optionalContact] = reach[kind];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [attempt, setAttempt] = useState<string | null>(null);
  const set = (field: keyof Details) => (value: string) => {
    props.setDetails({ ...details, [field]: value });
    setErrors({ ...errors, [field]: '' });
    setAttempt(null);
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    const needed: DetailKey[] = ['name', contact];
    const found: Record<string, string> = {};
    for (const field of needed) if (!details[field].trim()) found[field] = t('fieldErrors.required');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0]!)?.focus();
      return;
    }
    const key = attempt ?? newKey();
    setAttempt(key);
    setBusy(true);
    setError(null);
    const common = {
      name: details.name.trim(),
      email: details.email.trim() || undefined,
      phone: details.phone.trim() || undefined,
      zipcode: props.zipcode,
      language: props.language,
      idempotencyKey: key,
      website: details.website,
    };
    try {
      if (kind === 'waitlist') {
        await api.waitlist({ ...common, serviceId: props.serviceId });
        props.onDone('');
      } else {
        const answer = await api.callback({ ...common, message: message.trim() || undefined });
        props.onDone(answer.reference);
      }
    } catch (e) {
      if (e instanceof ApiError && e.code === 'invalid') {
        setAttempt(null);
        setErrors(fieldErrors(t, e.fields));
      }
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <h2 tabIndex={-1}>{t(`${kind}.heading`)}</h2>
      <p class="intro">{props.intro || t(`${kind}.intro`)}</p>
      <form onSubmit={submit} noValidate>
        {(['name', contact, optionalContact] as const).map((field) => (
          <DetailField
            key={field}
            t={t}
            field={field}
            optional={field === optionalContact}
            value={details[field]}
            onInput={set(field)}
            error={errors[field]}
          />
        ))}
        {kind === 'callback' ? (
          <DetailField
            t={t}
            field="message"
            optional
            value={message}
            onInput={(v) => {
              setMessage(v);
              setAttempt(null);
            }}
            error={errors.message}
          />
        ) : null}
        <Honeypot t={t} value={details.website} onInput={set('website')} />
        <ErrorBox>{error ? errorText(t, error) : null}</ErrorBox>
        <button type="submit" class="primary" disabled={busy} aria-busy={busy}>
          {t(`${kind}.submit`)}
        </button>
      </form>
      <BackLink t={t} onClick={props.onBack} />
    </section>
  );
}
