import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListFilter, Tags, X } from 'lucide-react';
import { visitStatuses, type VisitStatus } from '@servio/domain/visit-status';
import { Button } from '../../components/button.tsx';
import { CheckboxMenu } from '../../components/checkbox-menu.tsx';
import { DateRangeFilter, FilterSelect } from '../../components/list-filters.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import type { CustomTag } from './custom-tags.ts';
import { departmentPickOptions, employeePickOptions } from './visits-api.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { hasFilters, type VisitsSearch } from './visits-search.ts';

/**
 * The filter bar: status, employee (administrators: the employee list is theirs to read), department (with
 * enableDepartment), customer, date range and the company's visit tags. Every choice goes to the URL.
 */
export function VisitFilters({
  session,
  search,
  tags,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: VisitsSearch;
  tags: CustomTag[];
  onSearchChange: (patch: Partial<VisitsSearch>) => void;
}) {
  const { t } = useTranslation();
  const company = session.company!;
  const isAdmin = session.me.role === 'administrator';
  const office = isAdmin || session.me.role === 'employee';
  const employees = useQuery({ ...employeePickOptions, enabled: isAdmin });
  const departments = useQuery({ ...departmentPickOptions, enabled: office && company.enableDepartment });
  const statuses = search.st ?? [];
  const chosenTags = search.tags ?? [];
  const set = (patch: Partial<VisitsSearch>) => onSearchChange({ ...patch, page: undefined });

  const toggleStatus = (status: VisitStatus, on: boolean) => {
    const next = visitStatuses.filter((s) => (s === status ? on : statuses.includes(s)));
    set({ st: next.length ? next : undefined });
  };
  const toggleTag = (value: string, on: boolean) => {
    const next = on ? [...chosenTags, value] : chosenTags.filter((v) => v !== value);
    set({ tags: next.length ? next : undefined });
  };
  const filterableTags = tags.filter((tag) => tag.mode !== 'text');

  return (
    <div
      className="flex flex-wrap items-center gap-2 max-md:basis-full max-md:*:grow"
      role="group"
      aria-label={t('visits.filters.label')}
    >
      <CheckboxMenu
        icon={ListFilter}
        label={t('visits.filters.status')}
        buttonText={
          statuses.length ? t('visits.filters.statusCount', { count: statuses.length }) : t('visits.filters.status')
        }
        title={t('visits.filters.status')}
        items={visitStatuses.map((status) => ({
          id: status,
          label: t(`visitStatus.${status}`),
          checked: statuses.includes(status),
        }))}
        onToggle={toggleStatus}
      />

      {isAdmin && (
        <FilterSelect
          label={t('visits.filters.employee')}
          defaultLabel={t('visits.filters.allEmployees')}
          className="md:max-w-52"
          value={search.emp}
          options={(employees.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
          onChange={(emp) => set({ emp })}
        />
      )}

      {office && company.enableDepartment && (
        <FilterSelect
          label={t('visits.filters.department')}
          defaultLabel={t('visits.filters.allDepartments')}
          className="md:max-w-52"
          value={search.dep}
          options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          onChange={(dep) => set({ dep })}
        />
      )}

      {office && (
        <CustomerPicker
          compact
          label={t('visits.filters.customer')}
          value={search.cust ?? null}
          onChange={(c) => set({ cust: c?.id })}
        />
      )}

      <DateRangeFilter
        labels={{ from: t('visits.filters.from'), to: t('visits.filters.to') }}
        from={search.from}
        to={search.to}
        onChange={set}
      />

      {filterableTags.length > 0 && (
        <CheckboxMenu
          icon={Tags}
          label={t('visits.filters.tags')}
          buttonText={
            chosenTags.length ? t('visits.filters.tagsCount', { count: chosenTags.length }) : t('visits.filters.tags')
          }
          groups={filterableTags.map((tag) => ({
            title: tag.name,
            items: (tag.mode === 'checkbox' ? ['true'] : tag.options).map((option) => ({
              id: `${tag.id}:${option}`,
              label: tag.mode === 'checkbox' ? t('visits.filters.tagChecked') : option,
              checked: chosenTags.includes(`${tag.id}:${option}`),
            })),
          }))}
          onToggle={toggleTag}
        />
      )}

      {hasFilters({ ...search, q: undefined }) && (
        <Button
          variant="ghost"
          onClick={() =>
            set({
              st: undefined,
              emp: undefined,
              dep: undefined,
              cust: undefined,
              from: undefined,
              to: undefined,
              tags: undefined,
            })
          }
        >
          <X className="size-4" aria-hidden="true" />
          {t('visits.filters.clear')}
        </Button>
      )}
    </div>
  );
}
