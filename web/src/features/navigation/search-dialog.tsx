import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Search, SearchX, UserSquare2, Users } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/states.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { countValues } from '../../lib/format/index.ts';
import { searchCustomersOptions, searchEmployeesOptions, searchVisitsOptions } from './search-api.ts';

const resultClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-[13px] hover:bg-surface-muted focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring';

/**
 * The global search (decisions.md): customers for staff who may see them, employees for administrators.
 * Visits and invoices join when their issues are built; the dialog says so.
 */
export function SearchDialog({
  session,
  open,
  onOpenChange,
}: {
  session: MeAndSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), 200);
  const role = session.me.role;
  const hasCompany = session.company !== null;
  const canCustomers = hasCompany && (role === 'administrator' || role === 'employee');
  const canEmployees = hasCompany && role === 'administrator';
  const canVisits = hasCompany && (role === 'administrator' || role === 'employee' || role === 'supplier');
  const active = open && search.length > 0;
  const customers = useQuery({ ...searchCustomersOptions(search), enabled: active && canCustomers });
  const employees = useQuery({ ...searchEmployeesOptions(search), enabled: active && canEmployees });
  const visits = useQuery({ ...searchVisitsOptions(search), enabled: active && canVisits });
  const close = () => {
    setTerm('');
    onOpenChange(false);
  };
  const loading =
    (canCustomers && customers.isFetching) ||
    (canEmployees && employees.isFetching) ||
    (canVisits && visits.isFetching);
  const noResults =
    active &&
    !loading &&
    (!canCustomers || customers.data?.items.length === 0) &&
    (!canEmployees || employees.data?.items.length === 0) &&
    (!canVisits || visits.data?.items.length === 0);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTerm('');
        onOpenChange(next);
      }}
      title={t('search.title')}
      hideTitle
      closeLabel={t('common.close')}
      className="max-w-xl"
    >
      <div className="flex items-center gap-2.5 border-b border-border px-4 pr-12">
        <Search className="size-4 shrink-0 text-muted" aria-hidden="true" />
        <input
          autoFocus
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          className="h-12 w-full bg-transparent text-sm outline-none placeholder:text-muted"
        />
        {loading && <Spinner className="size-4 shrink-0 text-muted" />}
      </div>
      <div className="max-h-[60vh] overflow-y-auto p-2" aria-live="polite">
        {active && canCustomers && customers.data && customers.data.items.length > 0 && (
          <section aria-label={t('search.customers')} className="mb-2">
            <h3 className="px-3 py-1.5 text-[11px] font-semibold uppercase tracking-wider text-muted">
              {t('search.customers')}
            </h3>
            <ul>
              {customers.data.items.map((c) => (
                <li key={c.id}>
                  <Link
                    to="/admin/customers/$customerId"
                    params={{ customerId: c.id }}
                    className={resultClass}
                    onClick={close}
                  >
                    <Users className="size-4 shrink-0 text-muted" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
                    <span className="truncate text-xs text-muted">
                      {[c.email, c.address.city].filter(Boolean).join(' · ')}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {customers.data.totalCount > customers.data.items.length && (
              <Link
                to="/admin/customers"
                search={{ q: search }}
                className={`${resultClass} text-accent`}
                onClick={close}
              >
                {t('search.allCustomers', countValues(customers.data.totalCount))}
              </Link>
            )}
          </section>
        )}
        {active && canVisits && visits.data && visits.data.items.length > 0 && (
          <section aria-label={t('search.visits')} className="mb-2">
            <h3 className="px-3 py-1.5 text-[11px] font-semibold uppercase tracking-wider text-muted">
              {t('search.visits')}
            </h3>
            <ul>
              {visits.data.items.map((v) => (
                <li key={v.id}>
                  <Link to="/admin/visits/$visitId" params={{ visitId: v.id }} className={resultClass} onClick={close}>
                    <CalendarDays className="size-4 shrink-0 text-muted" aria-hidden="true" />
                    <span className="shrink-0 font-medium tabular-nums">#{v.caseNumber}</span>
                    <span className="min-w-0 flex-1 truncate">{v.customer?.name}</span>
                    <span className="truncate text-xs text-muted">{v.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {visits.data.totalCount > visits.data.items.length && (
              <Link to="/admin/visits" search={{ q: search }} className={`${resultClass} text-accent`} onClick={close}>
                {t('search.allVisits', countValues(visits.data.totalCount))}
              </Link>
            )}
          </section>
        )}
        {active && canEmployees && employees.data && employees.data.items.length > 0 && (
          <section aria-label={t('search.employees')} className="mb-2">
            <h3 className="px-3 py-1.5 text-[11px] font-semibold uppercase tracking-wider text-muted">
              {t('search.employees')}
            </h3>
            <ul>
              {employees.data.items.map((e) => (
                <li key={e.id}>
                  <Link
                    to="/admin/employees/$employeeId"
                    params={{ employeeId: e.id }}
                    className={resultClass}
                    onClick={close}
                  >
                    <UserSquare2 className="size-4 shrink-0 text-muted" aria-hidden="true" />
                    <span className="min-w-0 flex-1 truncate font-medium">{e.name}</span>
                    <span className="truncate text-xs text-muted">{e.email}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {noResults && <EmptyState icon={SearchX} title={t('search.noResults', { term: search })} className="py-8" />}
        <p className="px-3 py-2 text-xs text-muted">{t('search.visitsLater')}</p>
      </div>
    </Dialog>
  );
}
