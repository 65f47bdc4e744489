/** @jsxImportSource preact */
// The spec's centred sign-in card: brand, heading, the form. Fields are checked on every change and blur; the button
// stays disabled until both are valid and while the request runs. A 401 keeps the person here with a field error
// (decisions.md).
import { useEffect, useRef, useState } from 'preact/hooks';
import { buttonClasses, inputClasses } from '../components/control-classes.ts';
import { signIn } from '../lib/auth-requests.ts';
import { NetworkError } from '../lib/errors.ts';
import { landingAfterSignIn } from './landing.ts';
import { signInErrors, type SignInField, type SignInFormValues } from './sign-in-schema.ts';
import type { Translate } from './texts.ts';

const labelClasses = 'block text-[13px] font-medium text-foreground';
const fieldErrorClasses = 'mt-1.5 text-[13px] text-danger';

export function SignInPage({ t, redirectTo }: { t: Translate; redirectTo: string }) {
  return (
    <main class="flex min-h-full flex-col items-center justify-center bg-background px-4 py-12">
      <div class="w-full max-w-[380px]">
        <div class="mb-6 flex items-center justify-center gap-2.5">
          <img src="/logo.svg" alt="" class="size-9" width={36} height={36} />
          <p class="text-xl font-semibold tracking-tight">{t('common.appName')}</p>
        </div>
        <div class="rounded-xl border border-border bg-surface p-7 shadow-sm">
          <h1 class="text-lg font-semibold tracking-tight">{t('auth.signIn')}</h1>
          <p class="mt-1 text-[13px] text-muted">{t('auth.signInIntro')}</p>
          <SignInForm t={t} redirectTo={redirectTo} />
        </div>
        <p class="mt-6 text-center text-xs text-muted">{t('auth.footer')}</p>
      </div>
    </main>
  );
}

function SignInForm({ t, redirectTo }: { t: Translate; redirectTo: string }) {
  const [values, setValues] = useState<SignInFormValues>({ email: '', password: '' });
  // A field's message shows once the person has typed in it or left it, as react-hook-form's mode 'all' did.
  const [touched, setTouched] = useState<Record<SignInField, boolean>>({ email: false, password: false });
  // The server's verdict on the last attempt, kept on the password until it is changed.
  const [refused, setRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The spec's toast for an exception during sign-in (section 8).
  const [toast, setToast] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const password = useRef<HTMLInputElement>(null);

  const errors = signInErrors(values);
  const valid = !errors.email && !errors.password;
  const shownError = (field: SignInField): string | undefined => {
    if (field === 'password' && refused) return t('auth.invalidCredentials');
    const key = touched[field] ? errors[field] : undefined;
    return key ? t(key) : undefined;
  };

  const change = (field: SignInField) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement).value;
    setValues((before) => ({ ...before, [field]: value }));
    setTouched((before) => ({ ...before, [field]: true }));
    if (field === 'password') setRefused(false);
  };
  const leave = (field: SignInField) => () => setTouched((before) => ({ ...before, [field]: true }));

  useEffect(() => {
    if (refused) password.current?.focus();
  }, [refused]);

  const submit = async (event: Event) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setFormError(null);
    setToast(null);
    setSubmitting(true);
    try {
      const result = await signIn(values.email.trim(), values.password);
      if (result.ok) {
        // The back office (or the technician panel) is another page: loaded as a document, replacing this one.
        window.location.replace(await landingAfterSignIn(redirectTo));
        return;
      }
      if (result.reason === 'tooManyAttempts')
        setFormError(t('auth.tooManyAttempts', { count: result.retryAfterSeconds }));
      else setRefused(true);
    } catch (error) {
      console.error('Sign-in failed', error);
      setToast(t('auth.invalidCredentials'));
      const reason =
        error instanceof NetworkError
          ? navigator.onLine
            ? 'offline.serverUnreachable'
            : 'offline.noInternet'
          : 'errors.UNKNOWN';
      setFormError(t(reason));
    }
    setSubmitting(false);
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        class="mt-6 space-y-4"
        aria-describedby={formError ? 'sign-in-error' : undefined}
      >
        <TextField id="sign-in-email" label={t('auth.email')} error={shownError('email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              placeholder={t('auth.emailPlaceholder')}
              value={values.email}
              onInput={change('email')}
              onBlur={leave('email')}
            />
          )}
        </TextField>
        <TextField id="sign-in-password" label={t('auth.password')} error={shownError('password')}>
          {(control) => (
            <input
              {...control}
              ref={password}
              type="password"
              name="password"
              autoComplete="current-password"
              value={values.password}
              onInput={change('password')}
              onBlur={leave('password')}
            />
          )}
        </TextField>
        {formError && (
          <p id="sign-in-error" role="alert" class="rounded-md bg-danger-soft px-3 py-2 text-[13px] text-danger">
            {formError}
          </p>
        )}
        <button
          type="submit"
          class={buttonClasses('primary', 'lg', 'w-full')}
          disabled={!valid || submitting}
          aria-busy={submitting || undefined}
        >
          {submitting && (
            <span
              class="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
              aria-hidden="true"
            />
          )}
          {submitting ? t('auth.submitting') : t('auth.submit')}
        </button>
      </form>
      <div
        role="status"
        aria-live="polite"
        class="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
      >
        {toast && (
          <p class="pointer-events-auto max-w-[350px] rounded-lg border border-border bg-surface px-4 py-3 text-[13px] text-danger shadow-lg">
            {toast}
          </p>
        )}
      </div>
    </>
  );
}

interface ControlProps {
  id: string;
  class: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Label, control and message wired together for screen readers (components/field.tsx, without React). */
function TextField(props: {
  id: string;
  label: string;
  error: string | undefined;
  children: (control: ControlProps) => preact.JSX.Element;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div class="min-w-0">
      <label for={props.id} class={labelClasses}>
        {props.label}
      </label>
      <div class="mt-1.5">
        {props.children({
          id: props.id,
          class: inputClasses,
          ...(props.error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
        })}
      </div>
      {props.error && (
        <p id={errorId} role="alert" class={fieldErrorClasses}>
          {props.error}
        </p>
      )}
    </div>
  );
}
