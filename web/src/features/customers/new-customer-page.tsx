import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { CustomerForm } from './customer-form.tsx';

export function NewCustomerPage({ session, parentId }: { session: MeAndSettings; parentId?: string | undefined }) {
  const company = session.company!;
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page>
      <Link
        to="/admin/customers"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('customers.backToList')}
      </Link>
      <h2 className="mb-5 text-xl font-semibold tracking-tight">
        {parentId ? t('customers.addLocation') : t('customers.createTitle')}
      </h2>
      <CustomerForm
        session={session}
        defaultParentId={company.enableCustomerHierarchy ? parentId : undefined}
        onSaved={(saved) => void navigate({ to: '/admin/customers/$customerId', params: { customerId: saved.id } })}
        onCancel={() => void navigate({ to: '/admin/customers' })}
      />
    </Page>
  );
}
