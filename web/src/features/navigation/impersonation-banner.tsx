import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { MeAndSettings } from '../../lib/auth.ts';
import { companyNameOptions } from '../../lib/company-name.ts';

/**
 * While a superadmin is switched into a company, every screen says so and offers the way back: what they do here
 * is done as the company's administrator, which must never be forgotten.
 */
export function ImpersonationBanner({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const company = useQuery({ ...companyNameOptions, enabled: session.me.isPreviousAdmin });
  if (!session.me.isPreviousAdmin) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-warning-soft px-4 py-1.5 text-[13px] text-warning-foreground"
    >
      <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
      <span>{t('userMenu.impersonating', { company: company.data?.name ?? '' })}</span>
      <Link to="/admin/company/" search={{ _wannabe: '_exit' }} className="font-semibold underline underline-offset-2">
        {t('userMenu.impersonationExit')}
      </Link>
    </div>
  );
}
