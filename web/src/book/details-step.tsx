/** @jsxImportSource preact */
// Step 4 of the booking page: the visitor's name, contact and address, checked here before the confirmation.
import { detailFields, required, type Details } from './book-state.ts';
import { DetailField } from './detail-field.tsx';
import { BackLink, ErrorBox, Honeypot } from './fields.tsx';
import type { T } from './i18n.ts';

export function DetailsStep(props: {
  t: T;
  details: Details;
  setDetails: (d: Details) => void;
  /** Filled in from a signed-in customer's record. */
  prefilled: boolean;
  errors: Record<string, string>;
  setErrors: (e: Record<string, string>) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const { t, details, errors } = props;
  const set = (field: keyof Details) => (value: string) => {
    props.setDetails({ ...details, [field]: value });
    if (errors[field]) props.setErrors({ ...errors, [field]: '' });
  };
  const submit = (event: Event) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const field of required) if (!details[field].trim()) found[field] = t('fieldErrors.required');
    if (details.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(details.email.trim()))
      found.email = t('fieldErrors.invalid');
    props.setErrors(found);
    if (Object.keys(found).length === 0) props.onNext();
    else document.getElementById(Object.keys(found)[0]!)?.focus();
  };
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <section>
      <h2 tabIndex={-1}>{t('details.heading')}</h2>
      {props.prefilled ? <p class="muted">{t('signedIn.prefilled')}</p> : null}
      <form onSubmit={submit} noValidate>
        {detailFields.map((field) => (
          <DetailField
            key={field}
            t={t}
            field={field}
            optional={!required.includes(field)}
            value={details[field]}
            onInput={set(field)}
            error={errors[field]}
          />
        ))}
        <Honeypot t={t} value={details.website} onInput={set('website')} />
        <ErrorBox>{hasErrors ? t('errors.fixFields') : null}</ErrorBox>
        <button type="submit" class="primary">
          {t('continue')}
        </button>
      </form>
      <BackLink t={t} onClick={props.onBack} />
    </section>
  );
}
