/** @jsxImportSource preact */
// One of the visitor's details as a form field: its label, input kind, autofill hint and length limit in one place,
// shared by the details step and the waitlist and callback forms.
import { bookingFieldLimits as limits } from '@servio/domain/booking-fields';
import type { DetailKey } from './book-state.ts';
import { Field } from './fields.tsx';
import type { T } from './i18n.ts';

interface Kind {
  type?: string;
  inputMode?: 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
}

const kinds: Record<DetailKey, Kind> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  streetAddress: { autoComplete: 'street-address' },
  city: { autoComplete: 'address-level2' },
  message: { multiline: true },
};

export function DetailField(props: {
  t: T;
  field: DetailKey;
  value: string;
  onInput: (value: string) => void;
  error?: string;
  optional?: boolean;
}) {
  const { t, field } = props;
  return (
    <Field
      id={field}
      label={t(`details.${field}`)}
      optional={props.optional ? t('optional') : undefined}
      {...kinds[field]}
      value={props.value}
      onInput={props.onInput}
      error={props.error}
      maxLength={limits[field]}
    />
  );
}
