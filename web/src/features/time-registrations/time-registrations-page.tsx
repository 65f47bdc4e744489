import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zonedDate } from '@servio/domain/time';
import { Page } from '../../components/page.tsx';
import { Field } from '../../components/field.tsx';
import { Select } from '../../components/select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { timeRegistrationStaffOptions } from './time-registrations-api.ts';
import { TimesheetPanel } from './timesheet-panel.tsx';
import { useMayRegisterTime } from './use-may-register-time.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { RegistrationListPanel } from './registration-list-panel.tsx';
import { PayrollExportPanel } from './payroll-export-panel.tsx';

/**
 * /admin/time-registrations: the week timesheet (an administrator picks the employee; anyone else sees their own),
 * the list of all registrations, and the administrator's payroll export.
 */
export function TimeRegistrationsPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const isAdmin = session.me.role === 'administrator';
  const viewerId = session.me.id;
  // The company has enableDepartment: the list filters by department.
  const departments = Boolean(session.company?.enableDepartment);
  const mayRegister = useMayRegisterTime(session);
  const staff = useQuery({ ...timeRegistrationStaffOptions, enabled: isAdmin });
  const [employeeId, setEmployeeId] = useState(viewerId);
  const [date, setDate] = useState(() => zonedDate(new Date()));
  return (
    <Page wide>
      <p className="mb-4 text-[13px] text-muted">{t('timeRegistrations.intro')}</p>
      <Tabs defaultValue="week">
        <TabsList>
          <TabsTrigger value="week">{t('timeRegistrations.tabs.week')}</TabsTrigger>
          <TabsTrigger value="list">{t('timeRegistrations.tabs.list')}</TabsTrigger>
          {isAdmin && <TabsTrigger value="export">{t('timeRegistrations.tabs.export')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="week" className="space-y-4">
          {isAdmin && (
            <Field label={t('timeRegistrations.employee')} className="max-w-xs">
              <Select value={employeeId} onChange={(e) => setEmployeeId(e.target.value)}>
                {!staff.data?.some((s) => s.id === viewerId) && <option value={viewerId}>—</option>}
                {staff.data?.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <TimesheetPanel
            employeeId={isAdmin ? employeeId : null}
            isAdmin={isAdmin}
            mayRegister={mayRegister}
            date={date}
            onDate={setDate}
          />
        </TabsContent>
        <TabsContent value="list">
          <RegistrationListPanel isAdmin={isAdmin} departments={departments} />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="export">
            <PayrollExportPanel />
          </TabsContent>
        )}
      </Tabs>
    </Page>
  );
}
