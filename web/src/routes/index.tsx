import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/` has no page of its own: signed-in users go to the admin area, others to sign-in. */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: context.session ? '/admin' : '/sign-in', replace: true });
  },
});
