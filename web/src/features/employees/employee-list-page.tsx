import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Search, UserSquare2 } from 'lucide-react';
import { employeeKinds, staffRoles, type EmployeeKind, type StaffRole } from '@servio/domain/roles';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Badge } from '../../components/badge.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { cn } from '../../lib/cn.ts';
import type { CompanySettings } from '../../lib/auth.ts';
import { departmentsOptions } from '../departments/departments-api.ts';
import { employeesOptions } from './employees-api.ts';

export interface EmployeesSearch {
  q?: string;
  page?: number;
  role?: StaffRole;
  kind?: EmployeeKind;
  department?: string;
  /** Default: active only. */
  status?: 'inactive' | 'all';
}

const pageSize = 50;

export function EmployeeListPage({
  company,
  search,
  onSearchChange,
}: {
  company: CompanySettings;
  search: EmployeesSearch;
  onSearchChange: (patch: Partial<EmployeesSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(search.q ?? '');
  const debounced = useDebounced(term.trim(), 300);
  useEffect(() => {
    if (debounced !== (search.q ?? '')) onSearchChange({ q: debounced || undefined, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const departments = useQuery({ ...departmentsOptions, enabled: company.enableDepartment });
  const page = search.page ?? 1;
  const employees = useQuery(
    employeesOptions({
      search: search.q ?? null,
      role: search.role ?? null,
      kind: search.kind ?? null,
      departmentId: search.department ?? null,
      active: search.status === 'all' ? null : search.status !== 'inactive',
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
  );
  const filtered = Boolean(search.q || search.role || search.kind || search.department || search.status);

  return (
    <Page wide>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1 sm:max-w-xs">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('employees.searchPlaceholder')}
            aria-label={t('employees.search')}
            className="pl-9"
          />
        </div>
        <Select aria-label={t('employees.fields.role')} className="w-auto!" value={search.role ?? ''} onChange={(e) => onSearchChange({ role: (e.target.value || undefined) as StaffRole | undefined, page: undefined })}>
          <option value="">{t('employees.allRoles')}</option>
          {staffRoles.map((r) => (
            <option key={r} value={r}>{t(`roles.${r}`)}</option>
          ))}
        </Select>
        <Select aria-label={t('employees.fields.kind')} className="w-auto!" value={search.kind ?? ''} onChange={(e) => onSearchChange({ kind: (e.target.value || undefined) as EmployeeKind | undefined, page: undefined })}>
          <option value="">{t('employees.allKinds')}</option>
          {employeeKinds.map((k) => (
            <option key={k} value={k}>{t(`employees.kinds.${k}`)}</option>
          ))}
        </Select>
        {company.enableDepartment && (
          <Select aria-label={t('employees.fields.department')} className="w-auto!" value={search.department ?? ''} onChange={(e) => onSearchChange({ department: e.target.value || undefined, page: undefined })}>
            <option value="">{t('employees.allDepartments')}</option>
            {(departments.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>{d.name}</option>
            ))}
          </Select>
        )}
        <Select aria-label={t('employees.statusFilter')} className="w-auto!" value={search.status ?? ''} onChange={(e) => onSearchChange({ status: (e.target.value || undefined) as EmployeesSearch['status'], page: undefined })}>
          <option value="">{t('employees.statusActive')}</option>
          <option value="inactive">{t('employees.statusInactive')}</option>
          <option value="all">{t('employees.statusAll')}</option>
        </Select>
        <Link to="/admin/employees/new" className={buttonClasses('primary', 'md', 'ml-auto')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('employees.create')}
        </Link>
      </div>
      <Card className="overflow-hidden">
        {employees.isError && !employees.data ? (
          <ErrorState title={t('common.loadErrorTitle')} body={t(errorMessageKey(employees.error))} retryLabel={t('common.retry')} onRetry={() => void employees.refetch()} />
        ) : employees.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : employees.data.items.length === 0 ? (
          <EmptyState icon={UserSquare2} title={filtered ? t('employees.noMatchesTitle') : t('employees.emptyTitle')} body={filtered ? t('employees.noMatchesBody') : t('employees.emptyBody')} />
        ) : (
          <div className={cn('overflow-x-auto', employees.isPlaceholderData && 'opacity-60')}>
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">{t('nav.employees')}</caption>
              <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('employees.columns.name')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('employees.fields.email')}</th>
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('employees.fields.role')}</th>
                  <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">{t('employees.fields.kind')}</th>
                  {company.enableDepartment && <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">{t('employees.fields.department')}</th>}
                  <th scope="col" className="px-4 py-2.5 font-medium">{t('employees.columns.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {employees.data.items.map((e) => (
                  <tr
                    key={e.id}
                    className="cursor-pointer hover:bg-surface-muted/40"
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest('a')) return;
                      void navigate({ to: '/admin/employees/$employeeId', params: { employeeId: e.id } });
                    }}
                  >
                    <td className="px-4 py-2.5 font-medium">
                      <Link to="/admin/employees/$employeeId" params={{ employeeId: e.id }} className="hover:underline">
                        {e.name}
                      </Link>
                    </td>
                    <td className="px-4 py-2.5 text-muted">{e.email}</td>
                    <td className="px-4 py-2.5">{t(`roles.${e.role}`)}</td>
                    <td className="hidden px-4 py-2.5 text-muted md:table-cell">{e.kind ? t(`employees.kinds.${e.kind}`) : '—'}</td>
                    {company.enableDepartment && (
                      <td className="hidden px-4 py-2.5 md:table-cell">
                        {e.department ? (
                          <span className="inline-flex items-center gap-1.5">
                            <span className="size-2.5 rounded-full" style={{ backgroundColor: e.department.color ?? 'var(--border-strong)' }} aria-hidden="true" />
                            {e.department.name}
                          </span>
                        ) : (
                          <span className="text-muted">—</span>
                        )}
                      </td>
                    )}
                    <td className="px-4 py-2.5">
                      <EmployeeStatus active={e.active} hasPassword={e.hasPassword} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {employees.data && employees.data.totalCount > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={employees.data.totalCount}
            onPage={(p) => onSearchChange({ page: p === 1 ? undefined : p })}
            labels={{
              range: (from, to, total) => t('customers.range', { from, to, total }),
              pageSize: t('customers.pageSize'),
              previous: t('customers.previousPage'),
              next: t('customers.nextPage'),
            }}
          />
        )}
      </Card>
    </Page>
  );
}

export function EmployeeStatus({ active, hasPassword }: { active: boolean; hasPassword: boolean }) {
  const { t } = useTranslation();
  if (!active) return <Badge tone="neutral">{t('employees.inactive')}</Badge>;
  if (!hasPassword) return <Badge tone="warning">{t('employees.notSignedUp')}</Badge>;
  return <Badge tone="success">{t('employees.active')}</Badge>;
}
