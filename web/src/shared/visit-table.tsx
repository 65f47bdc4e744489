import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { VisitStatusBadge } from './visit-status-badge.tsx';
import { formatAddress, formatPeriod } from '../lib/format/index.ts';
import { cardLinkClasses, RecordCards } from '../components/record-cards.tsx';
import { mdUp, useMediaQuery } from '../lib/use-media-query.ts';
import type { VisitTableRow } from './visit-table-row.ts';

/** A row: the VisitTableRow fragment, with the customer where the list spans customers (an employee's visits). */
export type VisitRow = VisitTableRow & { customer?: { name: string } | null };

function Statuses({ visit }: { visit: VisitRow }) {
  return (
    <>
      <VisitStatusBadge status={visit.status} />
      {visit.archived && <VisitStatusBadge status="archived" />}
    </>
  );
}

/**
 * Visits as the customer and employee pages and the customer area list them: case, time, (customer,) task,
 * address and status. On a phone (below `md`) as cards: the case (and customer), the time, the task.
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
  const wide = useMediaQuery(mdUp);
  if (!wide) {
    return (
      <RecordCards
        label={caption}
        items={visits}
        card={(visit) => {
          const title = (
            <>
              <span className="tabular-nums">#{visit.caseNumber}</span>
              {showCustomer && visit.customer?.name && <> · {visit.customer.name}</>}
            </>
          );
          return {
            title: linked ? (
              <Link to="/admin/visits/$visitId" params={{ visitId: visit.id }} className={cardLinkClasses}>
                {title}
              </Link>
            ) : (
              title
            ),
            aside: <Statuses visit={visit} />,
            lines: [
              <span className="tabular-nums">{formatPeriod(visit.start, visit.end, t('overview.noTime'))}</span>,
              visit.description,
              formatAddress(visit.address),
            ],
          };
        }}
      />
    );
  }
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
                  <Statuses visit={visit} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
