import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** The spec's centred card: brand title, heading, the form. */
export function SignInPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-full flex-col items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-[380px]">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <Logo className="size-9" />
          <p className="text-xl font-semibold tracking-tight">{t('common.appName')}</p>
        </div>
        <div className="rounded-xl border border-border bg-surface p-7 shadow-sm">
          <h1 className="text-lg font-semibold tracking-tight">{t('auth.signIn')}</h1>
          <p className="mt-1 text-[13px] text-muted">{t('auth.signInIntro')}</p>
          <SignInForm redirectTo={redirectTo} />
        </div>
        <p className="mt-6 text-center text-xs text-muted">{t('auth.footer')}</p>
      </div>
    </main>
  );
}
