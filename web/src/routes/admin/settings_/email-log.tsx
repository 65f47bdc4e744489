import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MailLogPage, validateMailLogSearch } from '../../../features/mail/index.ts';

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
