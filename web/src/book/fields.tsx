/** @jsxImportSource preact */
// Form pieces of the booking page: a labelled field with its error tied to it, the hidden honeypot, the error box,
// the way back.
import type { ComponentChildren } from 'preact';
import type { T } from './i18n.ts';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  optional?: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
}

export function Field(props: FieldProps) {
  const describedBy = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id: props.id,
    name: props.id,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': props.optional ? undefined : true,
    maxLength: props.maxLength,
  };
  return (
    <div class="field">
      <label for={props.id}>
        {props.label}
        {props.optional ? <span class="muted"> ({props.optional})</span> : null}
      </label>
      {props.hint ? (
        <p id={`${props.id}-hint`} class="muted small">
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea {...common} rows={3} onInput={(e) => props.onInput(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      )}
      {props.error ? (
        <p id={`${props.id}-error`} class="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A field people and screen readers never meet; bots that fill every input do, and their submission is dropped. */
export function Honeypot(props: { value: string; onInput: (value: string) => void; t: T }) {
  return (
    <div class="hp" aria-hidden="true">
      <label for="website">{props.t('details.honeypot')}</label>
      <input
        id="website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </div>
  );
}

/** The step's error line: always present (no layout jump when it fills), read out when it changes. */
export function ErrorBox(props: { children?: ComponentChildren }) {
  return (
    <div class="error-box" role="alert" aria-live="assertive">
      {props.children ? <p class="error">{props.children}</p> : null}
    </div>
  );
}

/** The step's way back, under its form. */
export function BackLink(props: { t: T; onClick: () => void }) {
  return (
    <button type="button" class="link" onClick={props.onClick}>
      {props.t('back')}
    </button>
  );
}
