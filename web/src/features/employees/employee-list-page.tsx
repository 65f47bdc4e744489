import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, UserSquare2 } from 'lucide-react';
import { employeeKinds, staffRoles, type EmployeeKind, type StaffRole } from '@servio/domain/roles';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import type { CompanySettings } from '../../lib/auth.ts';
import { departmentsOptions } from '../departments/index.ts';
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

/** The list has no size choice: always the default page size. */
const pageSize = defaultPageSize;

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
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
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
  const filter = (patch: Partial<EmployeesSearch>) => onSearchChange({ ...patch, page: undefined });

  return (
    <Page wide>
      <ListToolbar
        actions={
          <Link to="/admin/employees/new" className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('employees.create')}
          </Link>
        }
      >
        <SearchBox
          value={term}
          onChange={setTerm}
          label={t('employees.search')}
          placeholder={t('employees.searchPlaceholder')}
        />
        <FilterDisclosure active={[search.role, search.kind, search.department, search.status].filter(Boolean).length}>
          <FilterSelect
            label={t('employees.fields.role')}
            defaultLabel={t('employees.allRoles')}
            value={search.role}
            options={staffRoles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            onChange={(role) => filter({ role })}
          />
          <FilterSelect
            label={t('employees.fields.kind')}
            defaultLabel={t('employees.allKinds')}
            value={search.kind}
            options={employeeKinds.map((k) => ({ value: k, label: t(`employees.kinds.${k}`) }))}
            onChange={(kind) => filter({ kind })}
          />
          {company.enableDepartment && (
            <FilterSelect
              label={t('employees.fields.department')}
              defaultLabel={t('employees.allDepartments')}
              value={search.department}
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
              onChange={(department) => filter({ department })}
            />
          )}
          <FilterSelect
            label={t('employees.statusFilter')}
            defaultLabel={t('employees.statusActive')}
            value={search.status}
            options={[
              { value: 'inactive', label: t('employees.statusInactive') },
              { value: 'all', label: t('employees.statusAll') },
            ]}
            onChange={(status) => filter({ status })}
          />
        </FilterDisclosure>
      </ListToolbar>
      <ServerTable
        query={employees}
        caption={t('nav.employees')}
        empty={{
          icon: UserSquare2,
          title: filtered ? t('employees.noMatchesTitle') : t('employees.emptyTitle'),
          body: filtered ? t('employees.noMatchesBody') : t('employees.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('employees.columns.name')} />
            <ColumnHeader label={t('employees.fields.email')} />
            <ColumnHeader label={t('employees.fields.role')} />
            <ColumnHeader label={t('employees.fields.kind')} className="hidden md:table-cell" />
            {company.enableDepartment && (
              <ColumnHeader label={t('employees.fields.department')} className="hidden md:table-cell" />
            )}
            <ColumnHeader label={t('employees.columns.status')} />
          </>
        }
        row={(e) => (
          <ClickableRow
            onOpen={() => void navigate({ to: '/admin/employees/$employeeId', params: { employeeId: e.id } })}
          >
            <td className="px-4 py-2.5 font-medium">
              <Link to="/admin/employees/$employeeId" params={{ employeeId: e.id }} className={rowLinkClasses}>
                {e.name}
              </Link>
            </td>
            <td className="px-4 py-2.5 text-muted">{e.email}</td>
            <td className="px-4 py-2.5">{t(`roles.${e.role}`)}</td>
            <td className="hidden px-4 py-2.5 text-muted md:table-cell">
              {e.kind ? t(`employees.kinds.${e.kind}`) : '—'}
            </td>
            {company.enableDepartment && (
              <td className="hidden px-4 py-2.5 md:table-cell">
                {e.department ? (
                  <span className="inline-flex items-center gap-1.5">
                    <span
                      className="size-2.5 rounded-full"
                      style={{ backgroundColor: e.department.color ?? 'var(--border-strong)' }}
                      aria-hidden="true"
                    />
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
          </ClickableRow>
        )}
        // A phone: the name, the role and the email, the status.
        card={(e) => ({
          title: (
            <Link to="/admin/employees/$employeeId" params={{ employeeId: e.id }} className={cardLinkClasses}>
              {e.name}
            </Link>
          ),
          aside: <EmployeeStatus active={e.active} hasPassword={e.hasPassword} />,
          lines: [
            [t(`roles.${e.role}`), company.enableDepartment ? e.department?.name : null].filter(Boolean).join(' · '),
            e.email,
          ],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
      />
    </Page>
  );
}

export function EmployeeStatus({ active, hasPassword }: { active: boolean; hasPassword: boolean }) {
  const { t } = useTranslation();
  if (!active) return <Badge tone="neutral">{t('employees.inactive')}</Badge>;
  if (!hasPassword) return <Badge tone="warning">{t('employees.notSignedUp')}</Badge>;
  return <Badge tone="success">{t('employees.active')}</Badge>;
}
