import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { timeRegistrationTypes, type TimeRegistrationType } from '@servio/domain/time-registration';
import { zonedMidnight } from '@servio/domain/time';
import { ServerTable } from '../../components/server-table.tsx';
import { Field } from '../../components/field.tsx';
import { Select } from '../../components/select.tsx';
import { Badge } from '../../components/badge.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { formatDate, formatMoney } from '../../lib/format/index.ts';
import { departmentsOptions } from '../departments/index.ts';
import { timeRegistrationListOptions, timeRegistrationStaffOptions } from './time-registrations-api.ts';
import { amountText } from './registration-amount.ts';
import { DateField } from '../../components/date-field.tsx';
import { isIsoDate } from '../../lib/format/index.ts';

/** All registrations, filtered by employee, type, period and approval, paged on the server. */
export function RegistrationListPanel({ isAdmin, departments }: { isAdmin: boolean; departments: boolean }) {
  const { t } = useTranslation();
  const staff = useQuery({ ...timeRegistrationStaffOptions, enabled: isAdmin });
  const departmentList = useQuery({ ...departmentsOptions, enabled: isAdmin && departments });
  const [employeeId, setEmployeeId] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [type, setType] = useState<TimeRegistrationType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [approved, setApproved] = useState<'' | 'yes' | 'no'>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const filtered =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const query = useQuery({
    ...timeRegistrationListOptions({
      employeeId: employeeId || null,
      departmentId: departmentId || null,
      type: type || null,
      from: from || null,
      to: to || null,
      approved: approved === '' ? null : approved === 'yes',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {isAdmin && (
          <Field label={t('timeRegistrations.employee')}>
            <Select value={employeeId} onChange={(e) => filtered(setEmployeeId)(e.target.value)}>
              <option value="">{t('timeRegistrations.filters.allEmployees')}</option>
              {staff.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {isAdmin && departments && (
          <Field label={t('timeRegistrations.filters.department')}>
            <Select value={departmentId} onChange={(e) => filtered(setDepartmentId)(e.target.value)}>
              <option value="">{t('timeRegistrations.filters.allDepartments')}</option>
              {departmentList.data?.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t('timeRegistrations.fields.type')}>
          <Select value={type} onChange={(e) => filtered(setType)(e.target.value as TimeRegistrationType | '')}>
            <option value="">{t('timeRegistrations.filters.allTypes')}</option>
            {timeRegistrationTypes.map((x) => (
              <option key={x} value={x}>
                {t(`timeRegistrations.types.${x}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('timeRegistrations.filters.from')}>
          <DateField
            label={t('timeRegistrations.filters.from')}
            value={from}
            onChange={(v) => (v === '' || isIsoDate(v)) && filtered(setFrom)(v)}
          />
        </Field>
        <Field label={t('timeRegistrations.filters.to')}>
          <DateField
            label={t('timeRegistrations.filters.to')}
            value={to}
            onChange={(v) => (v === '' || isIsoDate(v)) && filtered(setTo)(v)}
          />
        </Field>
        <Field label={t('timeRegistrations.filters.approval')}>
          <Select value={approved} onChange={(e) => filtered(setApproved)(e.target.value as '' | 'yes' | 'no')}>
            <option value="">{t('timeRegistrations.filters.all')}</option>
            <option value="yes">{t('timeRegistrations.filters.approved')}</option>
            <option value="no">{t('timeRegistrations.filters.open')}</option>
          </Select>
        </Field>
      </div>
      <ServerTable
        query={query}
        caption={t('timeRegistrations.tabs.list')}
        header={
          <tr>
            {(['date', 'employee', 'type', 'amount', 'wage', 'note', 'status'] as const).map((c) => (
              <th
                key={c}
                scope="col"
                className={`px-3 py-2 text-left font-medium ${c === 'amount' || c === 'wage' ? 'text-right' : ''}`}
              >
                {t(`timeRegistrations.columns.${c}`)}
              </th>
            ))}
          </tr>
        }
        row={(r) => (
          <tr key={r.id}>
            <td className="px-3 py-2">{formatDate(zonedMidnight(r.workDate))}</td>
            <td className="px-3 py-2">{r.employeeName}</td>
            <td className="px-3 py-2">{t(`timeRegistrations.types.${r.type}`)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{amountText(r.type, r)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(r.wageOre)}</td>
            <td className="max-w-64 truncate px-3 py-2 text-muted">{r.note}</td>
            <td className="px-3 py-2">
              <Badge tone={r.weekApproved ? 'success' : 'neutral'}>
                {t(r.weekApproved ? 'timeRegistrations.approved' : 'timeRegistrations.notApproved')}
              </Badge>
            </td>
          </tr>
        )}
        card={(r) => ({
          title: `${r.employeeName} · ${t(`timeRegistrations.types.${r.type}`)}`,
          aside: r.weekApproved ? <Badge tone="success">{t('timeRegistrations.approved')}</Badge> : undefined,
          lines: [formatDate(zonedMidnight(r.workDate)), amountText(r.type, r)],
        })}
        empty={{
          icon: Clock,
          title: t('timeRegistrations.listEmptyTitle'),
          body: t('timeRegistrations.listEmptyBody'),
        }}
        page={page}
        pageSize={pageSize}
        onPaging={(change) => {
          setPage(change.page ?? 1);
          setPageSize(change.size ?? defaultPageSize);
        }}
        choosePageSize
      />
    </div>
  );
}
