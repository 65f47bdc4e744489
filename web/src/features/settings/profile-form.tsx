import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Button } from '../../components/button.tsx';
import { sessionQueryKey, type Me } from '../../lib/auth.ts';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { setLanguage, supportedLanguages } from '../../lib/i18n.ts';
import { translateFormMessage } from './form-messages.ts';
import { updateProfile } from './settings-api.ts';

const profileSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(100, 'validation.tooLong')),
  lastName: z.string().check(z.trim(), z.maxLength(100, 'validation.tooLong')),
  prefLang: z.enum(supportedLanguages),
});
type ProfileValues = z.infer<typeof profileSchema>;

export function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<ProfileValues>({
    mode: 'onTouched',
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstName: me.firstName ?? '',
      lastName: me.lastName ?? '',
      prefLang: me.prefLang === 'en' ? 'en' : 'da',
    },
  });
  const { errors, isDirty } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(values),
    onSuccess: async (_saved, values) => {
      setLanguage(values.prefLang);
      form.reset(values);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(t('settings.profileSaved'));
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && error.field) {
        const field = error.field as keyof ProfileValues;
        if (field in profileSchema.shape) {
          form.setError(field, { message: 'errors.BAD_USER_INPUT' }, { shouldFocus: true });
          return;
        }
      }
      toast.error(t(errorMessageKey(error)));
    },
  });

  return (
    <CardSection title={t('settings.profileTitle')} description={t('settings.profileIntro')}>
      <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('settings.firstName')} error={translateFormMessage(t, errors.firstName?.message)}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </Field>
          <Field label={t('settings.lastName')} error={translateFormMessage(t, errors.lastName?.message)}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </Field>
          <Field label={t('settings.email')}>
            <Input value={me.email} readOnly disabled autoComplete="email" />
          </Field>
          <Field label={t('settings.language')}>
            <Select {...form.register('prefLang')}>
              {supportedLanguages.map((lang) => (
                <option key={lang} value={lang} lang={lang}>
                  {t(`language.${lang}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
            {mutation.isPending ? t('common.saving') : t('settings.saveProfile')}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
