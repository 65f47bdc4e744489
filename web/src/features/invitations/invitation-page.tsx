import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { newPasswordSchema } from '@servio/domain/auth';
import { Card } from '../../components/card.tsx';
import { Logo } from '../../components/logo.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { signInHref } from '../../lib/sign-in-address.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { acceptInvitation, invitationOptions } from './invitation-api.ts';

/**
 * The page a one-time link opens: an invitation (who is invited) or a password reset an administrator started, and
 * a new password (at least 8 characters, not a common one).
 */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useQuery(invitationOptions(token));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  /** Why the server refused the link on submit: used up or expired, or an invitation for someone with a password. */
  const [invalidated, setInvalidated] = useState<'invalid' | 'hasPassword' | null>(null);

  const mutation = useMutation({
    mutationFn: () => acceptInvitation(token, password),
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        if (error.field === 'token') {
          setInvalidated(error.reason === 'invitation.hasPassword' ? 'hasPassword' : 'invalid');
          return;
        }
        setErrors({ password: reasonMessage(t, error.reason) });
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = newPasswordSchema.safeParse(password);
    const next: typeof errors = {};
    if (!result.success) next.password = reasonMessage(t, result.error.issues[0]!.message);
    if (confirm !== password) next.confirm = t('password.mismatch');
    setErrors(next);
    if (Object.keys(next).length === 0) mutation.mutate();
  };

  let body: React.ReactNode;
  if (invitation.isPending) {
    body = (
      <div className="space-y-3 p-6" aria-busy="true">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (invitation.isError) {
    body = (
      <ErrorState
        title={t('common.loadErrorTitle')}
        body={t(errorMessageKey(invitation.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void invitation.refetch()}
      />
    );
  } else if (mutation.isSuccess) {
    body = (
      <EmptyState
        icon={CheckCircle2}
        headingLevel={1}
        title={t(invitation.data?.passwordReset ? 'invitation.resetDoneTitle' : 'invitation.doneTitle')}
        body={t('invitation.doneBody')}
        action={
          <a href={signInHref()} className={buttonClasses('primary')}>
            {t('invitation.toSignIn')}
          </a>
        }
      />
    );
  } else if (!invitation.data.valid || invalidated) {
    body = (
      <EmptyState
        icon={LinkIcon}
        headingLevel={1}
        title={t('invitation.invalidTitle')}
        body={t(invalidated === 'hasPassword' ? 'invitation.hasPasswordBody' : 'invitation.invalidBody')}
        action={
          <a href={signInHref()} className={buttonClasses('secondary')}>
            {t('invitation.toSignIn')}
          </a>
        }
      />
    );
  } else {
    const data = invitation.data;
    const greeting = data.passwordReset
      ? data.firstName
        ? t('invitation.resetGreeting', { name: data.firstName })
        : t('invitation.resetGreetingNoName')
      : data.firstName
        ? t('invitation.greeting', { name: data.firstName })
        : t('invitation.greetingNoName');
    const intro = t(data.passwordReset ? 'invitation.resetIntro' : 'invitation.intro', {
      company: data.companyName ?? '',
    });
    body = (
      <form noValidate onSubmit={submit} className="space-y-4 p-6">
        <div>
          <h1 className="text-lg font-semibold tracking-tight">{greeting}</h1>
          <p className="mt-1 text-[13px] text-muted">{intro}</p>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <Field label={t('invitation.email')}>
          <Input type="email" name="username" autoComplete="username" value={data.email ?? ''} readOnly />
        </Field>
        <Field label={t('invitation.password')} help={t('settings.newPasswordHelp')} error={errors.password}>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label={t('invitation.confirm')} error={errors.confirm}>
          <Input
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full" loading={mutation.isPending}>
          {t('invitation.submit')}
        </Button>
      </form>
    );
  }

  return (
    <main className="flex min-h-full items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <Logo className="size-8" />
          <span className="text-lg font-semibold tracking-tight">{t('common.appName')}</span>
        </div>
        <Card>{body}</Card>
      </div>
    </main>
  );
}
