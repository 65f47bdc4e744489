import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { signInResolver, type SignInFormValues } from './sign-in-schema.ts';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Field } from '../../components/field.tsx';
import { refreshSession, signIn } from '../../lib/auth.ts';
import { NetworkError } from '../../lib/errors.ts';

const panelPath = '/technician/dashboard/index';

/**
 * Validates on every change and blur (mode 'all'); the button stays disabled until the form is valid
 * and while the request runs. A 401 keeps the user here with a field error (decisions.md).
 */
export function SignInForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignInFormValues>({
    mode: 'all',
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      const result = await signIn(email, password);
      if (!result.ok) {
        if (result.reason === 'tooManyAttempts') {
          setFormError(t('auth.tooManyAttempts', { count: result.retryAfterSeconds }));
        } else {
          setError('password', { type: 'server', message: 'auth.invalidCredentials' }, { shouldFocus: true });
        }
        return;
      }
      const session = await refreshSession(queryClient);
      // A field worker signing in on a phone starts the day in the technician panel (decisions/0016); loaded only
      // then, so the sign-in page does not pay for it.
      const { shouldLandOnPanel } = await import('../technician/index.ts');
      const target =
        redirectTo === '/admin' && (await shouldLandOnPanel(session, queryClient)) ? panelPath : redirectTo;
      // The technician panel is its own page (technician.html), loaded as a document, not a route of this app.
      await navigate({ href: target, replace: true, reloadDocument: target.startsWith('/technician/') });
    } catch (error) {
      // Spec section 8: a network or other exception is logged and shown as a toast. The toast library loads
      // on demand, which fails when the server is unreachable, so the form also says what happened.
      console.error('Sign-in failed', error);
      toast.error(t('auth.invalidCredentials'));
      setFormError(
        t(
          error instanceof NetworkError
            ? navigator.onLine
              ? 'offline.serverUnreachable'
              : 'offline.noInternet'
            : 'errors.UNKNOWN',
        ),
      );
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 space-y-4"
      aria-describedby={formError ? 'sign-in-error' : undefined}
    >
      <Field label={t('auth.email')} error={message(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          placeholder={t('auth.emailPlaceholder')}
          {...register('email')}
        />
      </Field>
      <Field label={t('auth.password')} error={message(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      {formError && (
        <p id="sign-in-error" role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-[13px] text-danger">
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={!isValid} loading={isSubmitting}>
        {isSubmitting ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </form>
  );
}
