/** @jsxImportSource preact */
// Step 1 of the booking page: the visitor's postcode, checked against the area the company serves.
import { useState } from 'preact/hooks';
import { api, ApiError } from './api.ts';
import { errorText } from './book-errors.ts';
import { ErrorBox, Field } from './fields.tsx';
import type { T } from './i18n.ts';

export function PostcodeStep(props: {
  t: T;
  intro?: string;
  zipcode: string;
  setZipcode: (z: string) => void;
  onInArea: () => void;
  onOutside: () => void;
}) {
  const { t } = props;
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const zipcode = props.zipcode.trim();
    if (!/^\d{4}$/.test(zipcode)) {
      setError(new ApiError('invalid_zipcode', 400));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await api.postcode(zipcode);
      if (answer.inArea) props.onInArea();
      else props.onOutside();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const invalid = error instanceof ApiError && error.code === 'invalid_zipcode';
  return (
    <section>
      <h2 tabIndex={-1}>{t('postcode.heading')}</h2>
      {props.intro ? <p class="intro">{props.intro}</p> : null}
      <form onSubmit={submit} noValidate>
        <Field
          id="zipcode"
          label={t('postcode.label')}
          hint={t('postcode.hint')}
          value={props.zipcode}
          onInput={(v) => props.setZipcode(v.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          error={invalid ? t('errors.invalid_zipcode') : undefined}
        />
        <ErrorBox>{error && !invalid ? errorText(t, error) : null}</ErrorBox>
        <button type="submit" class="primary" disabled={busy} aria-busy={busy}>
          {busy ? t('loading') : t('postcode.check')}
        </button>
      </form>
    </section>
  );
}
