import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VisitStatusBadge } from './visit-status-badge.tsx';
import { formatAddress, formatPeriod } from '../lib/format/index.ts';
import type { VisitTableRow } from './visit-table-row.ts';

/** A row: the VisitTableRow fragment, with the customer where the list spans customers (an employee's visits). */
export type VisitRow = VisitTableRow & { customer?: { name: string } | null };

/**
 * Visits as the customer and employee pages and the customer area list them: case, time, (customer,) task,
 * address and status.
 */
export function VisitTable({
  visits,
  caption,
  linked = false,
  showCustomer = false,
}: {
  visits: VisitRow[];
  caption: string;
  linked?: boolean;
  showCustomer?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colCase')}
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colTime')}
            </th>
            {showCustomer && (
              <th scope="col" className="px-5 py-2.5 font-medium">
                {t('overview.colCustomer')}
              </th>
            )}
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('myVisits.colTask')}
            </th>
            <th scope="col" className="hidden px-5 py-2.5 font-medium md:table-cell">
              {t('overview.colAddress')}
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colStatus')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {visits.map((visit) => (
            <tr key={visit.id}>
              <td className="whitespace-nowrap px-5 py-3 tabular-nums text-muted">
                {linked ? (
                  <Link
                    to="/admin/visits/$visitId"
                    params={{ visitId: visit.id }}
                    className="font-medium text-foreground hover:underline"
                  >
                    #{visit.caseNumber}
                  </Link>
                ) : (
                  <>#{visit.caseNumber}</>
                )}
              </td>
              <td className="whitespace-nowrap px-5 py-3 tabular-nums">
                {formatPeriod(visit.start, visit.end, t('overview.noTime'))}
              </td>
              {showCustomer && (
                <td className="px-5 py-3">{visit.customer?.name ?? <span className="text-muted">—</span>}</td>
              )}
              <td className="px-5 py-3">{visit.description ?? <span className="text-muted">—</span>}</td>
              <td className="hidden px-5 py-3 text-muted md:table-cell">{formatAddress(visit.address)}</td>
              <td className="px-5 py-3">
                <span className="flex flex-wrap gap-1">
                  <VisitStatusBadge status={visit.status} />
                  {visit.archived && <VisitStatusBadge status="archived" />}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
