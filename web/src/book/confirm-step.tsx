/** @jsxImportSource preact */
// Step 5 of the booking page: the booking summed up, the terms accepted, and the booking made.
import { useState } from 'preact/hooks';
import { api, ApiError, newKey, type Service, type Site, type Slot } from './api.ts';
import { errorText, fieldErrors } from './book-errors.ts';
import { detailFields, type Booked, type DetailKey, type Details, type Hold } from './book-state.ts';
import { ErrorBox } from './fields.tsx';
import { formatPrice, formatSpan } from './format.ts';
import type { Language, T } from './i18n.ts';

export function ConfirmStep(props: {
  t: T;
  language: Language;
  site: Site;
  service: Service;
  slot: Slot;
  hold: Hold;
  zipcode: string;
  details: Details;
  onDone: (result: Booked) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onTaken: () => void;
  onEdit: () => void;
}) {
  const { t, language, details } = props;
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // One key per submission attempt: a retry after a lost answer sends the same key (the server answers the first
  // booking), while a changed submission (here: after the terms box changed) is a new attempt.
  const [attempt, setAttempt] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(t('fieldErrors.termsRequired'));
      document.getElementById('terms')?.focus();
      return;
    }
    const key = attempt ?? newKey();
    setAttempt(key);
    setBusy(true);
    setError(null);
    try {
      const result = await api.book({
        holdToken: props.hold.token,
        serviceId: props.service.id,
        zipcode: props.zipcode,
        start: props.slot.start,
        name: details.name.trim(),
        email: details.email.trim(),
        phone: details.phone.trim(),
        streetAddress: details.streetAddress.trim(),
        city: details.city.trim(),
        message: details.message.trim() || undefined,
        acceptTerms: true,
        language,
        idempotencyKey: key,
        website: details.website,
      });
      props.onDone(result);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'slot_taken') {
        setAttempt(null);
        props.onTaken();
        return;
      }
      if (e instanceof ApiError && e.code === 'invalid') {
        setAttempt(null);
        const { acceptTerms, ...rest } = fieldErrors(t, e.fields);
        if (acceptTerms) setTermsError(acceptTerms);
        // Errors at the details' fields are shown there; any other (the time, the postcode) as the generic line.
        if (Object.keys(rest).some((field) => detailFields.includes(field as DetailKey))) {
          props.onFieldErrors(rest);
          return;
        }
        if (acceptTerms && Object.keys(rest).length === 0) return;
        setError(new ApiError('server', e.status));
        return;
      }
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <h2 tabIndex={-1}>{t('confirm.heading')}</h2>
      <dl class="summary">
        <dt>{t('confirm.service')}</dt>
        <dd>
          {props.service.name}
          {props.service.price !== null ? ` · ${formatPrice(props.service.price, language)}` : ''}
        </dd>
        <dt>{t('confirm.time')}</dt>
        <dd>{formatSpan(props.slot.start, props.slot.end, language)}</dd>
        <dt>{t('confirm.address')}</dt>
        <dd>
          {details.streetAddress}, {props.zipcode} {details.city}
        </dd>
        <dt>{t('confirm.contact')}</dt>
        <dd>
          {details.name} · {details.email} · {details.phone}
        </dd>
      </dl>
      <button type="button" class="link" onClick={props.onEdit}>
        {t('confirm.edit')}
      </button>
      <form onSubmit={submit} noValidate>
        <div class="field check">
          <input
            id="terms"
            type="checkbox"
            checked={accepted}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            onChange={(e) => {
              setAccepted(e.currentTarget.checked);
              setTermsError('');
              setAttempt(null);
            }}
          />
          <label for="terms">{t('confirm.terms')}</label>
          {props.site.termsUrl ? (
            <a href={props.site.termsUrl} target="_blank" rel="noopener noreferrer">
              {t('confirm.termsLink')}
            </a>
          ) : null}
          {termsError ? (
            <p id="terms-error" class="field-error">
              {termsError}
            </p>
          ) : null}
        </div>
        <ErrorBox>{error ? errorText(t, error) : null}</ErrorBox>
        <button type="submit" class="primary" disabled={busy} aria-busy={busy}>
          {busy ? t('confirm.submitting') : t('confirm.submit')}
        </button>
      </form>
    </section>
  );
}
