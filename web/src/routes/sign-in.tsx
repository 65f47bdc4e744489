import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirectPath } from '../lib/safe-redirect.ts';
import { SignInPage } from '../features/auth/sign-in-page.tsx';

interface SignInSearch {
  redirect?: string;
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search: Record<string, unknown>): SignInSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // Someone already signed in has nothing to do here.
  beforeLoad: ({ context, search }) => {
    if (context.session) throw redirect({ href: safeRedirectPath(search.redirect), replace: true });
  },
  staticData: { titleKey: 'auth.signIn' },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirectTo={safeRedirectPath(target)} />;
}
