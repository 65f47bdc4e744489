import { createFileRoute, useNavigate } from '@tanstack/react-router';
// The page and the search rules from their own files: the route tree is in the first bundle, and the feature's index
// would bring the whole email log into it (the sign-in page's budget).
import { MailLogPage } from '../../../features/mail/mail-log-page.tsx';
import { validateMailLogSearch } from '../../../features/mail/mail-log-search.ts';

// No role redirect: an employee who opens the URL sees 'Ingen adgang' (the server refuses the query anyway).
export const Route = createFileRoute('/admin/settings_/email-log')({
  validateSearch: validateMailLogSearch,
  staticData: { titleKey: 'mail.title' },
  component: EmailLogRoute,
});

function EmailLogRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <MailLogPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
