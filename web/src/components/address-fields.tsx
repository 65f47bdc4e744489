import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

/** The form values an address fieldset writes (all text, as typed). */
export interface AddressFormValues {
  streetAddress: string;
  zipcode: string;
  city: string;
  latitude: string;
  longitude: string;
}

type AddressField = keyof AddressFormValues;

/**
 * Street, postcode, city and coordinates, laid out the same in every form that has an address. The
 * feature passes the i18n prefix of its labels (`labelPrefix` `customers.fields` reads
 * `customers.fields.streetAddress`, `customers.fields.zipcode`, …) and the error text for each field.
 */
export function AddressFields<T extends FieldValues & AddressFormValues>({
  register,
  labelPrefix,
  error,
  coordinatesHelp,
}: {
  register: UseFormRegister<T>;
  labelPrefix: string;
  error: (field: AddressField) => string | undefined;
  coordinatesHelp: string;
}) {
  const { t } = useTranslation();
  const field = (name: AddressField) => register(name as Path<T>);
  const label = (name: AddressField) => t(`${labelPrefix}.${name}`);
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <Field className="sm:col-span-6" label={label('streetAddress')} error={error('streetAddress')}>
        <Input autoComplete="off" {...field('streetAddress')} />
      </Field>
      <Field className="sm:col-span-2" label={label('zipcode')} error={error('zipcode')}>
        <Input inputMode="numeric" autoComplete="off" {...field('zipcode')} />
      </Field>
      <Field className="sm:col-span-4" label={label('city')} error={error('city')}>
        <Input autoComplete="off" {...field('city')} />
      </Field>
      <Field className="sm:col-span-3" label={label('latitude')} error={error('latitude')} help={coordinatesHelp}>
        <Input inputMode="decimal" {...field('latitude')} />
      </Field>
      <Field className="sm:col-span-3" label={label('longitude')} error={error('longitude')}>
        <Input inputMode="decimal" {...field('longitude')} />
      </Field>
    </div>
  );
}
