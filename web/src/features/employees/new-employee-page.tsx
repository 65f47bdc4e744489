import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import type { CompanySettings } from '../../lib/auth.ts';
import { EmployeeForm } from './employee-form.tsx';
import { BackToEmployees } from './employee-page.tsx';

export function NewEmployeePage({ company }: { company: CompanySettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page>
      <BackToEmployees />
      <h2 className="mb-5 text-xl font-semibold tracking-tight">{t('employees.createTitle')}</h2>
      <EmployeeForm
        company={company}
        isSelf={false}
        onSaved={(saved) => void navigate({ to: '/admin/employees/$employeeId', params: { employeeId: saved.id } })}
        onCancel={() => void navigate({ to: '/admin/employees' })}
      />
    </Page>
  );
}
