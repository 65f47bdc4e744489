import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { newPasswordMaxLength, newPasswordMinLength } from '@servio/domain/password-rules';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Button } from '../../components/button.tsx';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { translateFormMessage } from './form-messages.ts';
import { changePassword } from './settings-api.ts';

// The length rule of domain/auth.ts; the server also refuses common passwords (BAD_USER_INPUT on newPassword).
const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'password.currentRequired')),
    newPassword: z
      .string()
      .check(
        z.minLength(newPasswordMinLength, 'password.tooShort'),
        z.maxLength(newPasswordMaxLength, 'password.tooLong'),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'password.mismatch' }),
  );
type PasswordValues = z.infer<typeof passwordSchema>;

const emptyValues: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const form = useForm<PasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(passwordSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: PasswordValues) => changePassword(values.currentPassword, values.newPassword),
    onSuccess: () => {
      form.reset(emptyValues);
      toast.success(t('settings.passwordChanged'));
    },
    onError: (error) => {
      // The server names the field it refused (extensions.field); show the error there.
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        if (error.field === 'currentPassword') {
          const tooMany = error.reason === 'password.tooManyAttempts';
          const message = tooMany ? 'password.tooManyAttempts' : 'password.currentWrong';
          form.setError('currentPassword', { message }, { shouldFocus: true });
          return;
        }
        if (error.field === 'newPassword') {
          form.setError('newPassword', { message: 'password.tooCommon' }, { shouldFocus: true });
          return;
        }
      }
      toast.error(t(errorMessageKey(error)));
    },
  });

  const message = (m: string | undefined) => translateFormMessage(t, m);

  return (
    <CardSection title={t('settings.passwordTitle')} description={t('settings.passwordIntro')}>
      <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate className="space-y-4">
        {/* Tells password managers (and Chrome's accessibility check) which account the password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('settings.currentPassword')}
            error={message(errors.currentPassword?.message)}
            className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </Field>
          <Field
            label={t('settings.newPassword')}
            help={t('settings.newPasswordHelp')}
            error={message(errors.newPassword?.message)}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </Field>
          <Field label={t('settings.confirmPassword')} error={message(errors.confirmPassword?.message)}>
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending}>
            {mutation.isPending ? t('common.saving') : t('settings.changePassword')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
