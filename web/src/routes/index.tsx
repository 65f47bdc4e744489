import { createFileRoute, redirect } from '@tanstack/react-router';
import { signInHref } from '../lib/sign-in-address.ts';

/** `/` has no page of its own: signed-in users go to the admin area, others to sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.session) throw redirect({ to: '/admin', replace: true });
    throw redirect({ href: signInHref(), reloadDocument: true, replace: true });
  },
});
