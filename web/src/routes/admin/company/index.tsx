import { createFileRoute, redirect } from '@tanstack/react-router';
import { canManageCompanies, refreshSession } from '../../../lib/auth.ts';
import { exitCompanySwitch } from '../../../features/companies/companies-api.ts';
import { CompaniesPage } from '../../../features/companies/companies-page.tsx';

interface CompanySearch {
  /** `_exit` ends a superadmin's switch into a company (the user menu's 'superadmin' link). */
  _wannabe?: '_exit';
}

export const Route = createFileRoute('/admin/company/')({
  validateSearch: (search: Record<string, unknown>): CompanySearch =>
    search._wannabe === '_exit' ? { _wannabe: '_exit' } : {},
  beforeLoad: async ({ context, search, preload }) => {
    if (!canManageCompanies(context.session.me))
      throw redirect({ to: '/admin', search: { denied: true }, replace: true });
    // Never while preloading (a pointer resting on the link): the exit would run then and again on the click, the
    // second time with the session the first had ended ("Not signed in").
    if (search._wannabe === '_exit' && !preload) {
      if (context.session.me.isPreviousAdmin) {
        await exitCompanySwitch();
        // Everything cached belonged to the company we just left.
        context.queryClient.clear();
        await refreshSession(context.queryClient);
      }
      // Drop the marker so a reload does not try again.
      throw redirect({ to: '/admin/company/', replace: true });
    }
  },
  staticData: { titleKey: 'companies.title' },
  component: CompaniesPage,
});
