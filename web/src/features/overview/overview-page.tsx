import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlarmClock, AlertTriangle, CalendarCheck, CalendarX2, Inbox, Receipt, type LucideIcon } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { Button } from '../../components/button.tsx';
import { cardLinkClasses, RecordCards } from '../../components/record-cards.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { sessionQueryOptions } from '../../lib/auth.ts';
import { companyNameOptions } from '../../lib/company-name.ts';
import { formatLongDate, formatTime } from '../../lib/format/index.ts';
import { isOnTheWay } from '../../lib/pages-on-the-way.ts';
import { mdUp, useMediaQuery } from '../../lib/use-media-query.ts';
import type { FileRouteTypes } from '../../routeTree.gen.ts';
import { overviewOptions, type Overview, type VisitSummary } from './overview-query.ts';
import { useInvoiceAccess } from '../invoices/index.ts';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';

interface StatCard {
  id: string;
  labelKey: string;
  value: (o: Overview) => number | null;
  /** A company-wide figure: only an administrator's (each role sees its own figures). */
  adminOnly?: boolean;
  /** The page leads to the viewer's own records: no link where the figure is the company's (an administrator's). */
  ownRecords?: boolean;
  /** The page is for those who may invoice: no link for anyone else (it would say 'Ingen adgang'). */
  invoicing?: boolean;
  icon: LucideIcon;
  to: FileRouteTypes['to'];
  search?: { status: 'due' } | { tab: 'ready' };
}

const stats: StatCard[] = [
  {
    id: 'today',
    labelKey: 'overview.todayVisits',
    value: (o) => o.todayVisitCount,
    icon: CalendarCheck,
    // An administrator's figure counts the company's visits; My schedule shows one's own.
    to: '/admin/my-schedule',
    ownRecords: true,
  },
  {
    id: 'due',
    labelKey: 'overview.dueVisits',
    value: (o) => o.dueVisitCount,
    icon: AlarmClock,
    to: '/admin/visits',
    search: { status: 'due' },
  },
  {
    id: 'bookings',
    labelKey: 'overview.openBookings',
    value: (o) => o.openBookingCount,
    adminOnly: true,
    icon: Inbox,
    to: '/admin/bookings',
  },
  {
    id: 'unbilled',
    labelKey: 'overview.unbilledVisits',
    value: (o) => o.unbilledVisitCount,
    icon: Receipt,
    to: '/admin/invoices',
    search: { tab: 'ready' },
    invoicing: true,
  },
];

const statClass = 'group rounded-xl border border-border bg-surface p-4 shadow-xs';

/** The admin home: today's figures as cards that lead on, and today's visits. */
export function OverviewPage() {
  const { t } = useTranslation();
  const overview = useQuery(overviewOptions);
  const session = useQuery(sessionQueryOptions);
  const isAdmin = session.data?.me.role === 'administrator';
  const invoiceAccess = useInvoiceAccess(session.data);
  const shown = stats.filter((stat) => !stat.adminOnly || isAdmin);

  return (
    <Page wide>
      <Greeting />

      {overview.isError ? (
        <Card>
          <EmptyState
            icon={AlertTriangle}
            tone="danger"
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(overview.error))}
            action={
              <Button variant="secondary" onClick={() => void overview.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <section aria-label={t('nav.home')} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
            {shown.map((stat) => {
              const figure = (
                <>
                  <div className="flex items-center justify-between">
                    <span className="text-[13px] font-medium text-muted">{t(stat.labelKey)}</span>
                    <stat.icon className="size-4 text-muted group-hover:text-accent" aria-hidden="true" />
                  </div>
                  {overview.data ? (
                    <p
                      className="mt-2 text-2xl font-semibold tabular-nums tracking-tight"
                      data-testid={`stat-${stat.id}`}
                    >
                      {stat.value(overview.data)}
                    </p>
                  ) : (
                    <Skeleton className="mt-2.5 h-7 w-12" />
                  )}
                </>
              );
              // A card leads on only where its page exists and the viewer may use it.
              return isOnTheWay(stat.to) ||
                (stat.ownRecords && isAdmin) ||
                (stat.invoicing && !invoiceAccess.allowed) ? (
                <div key={stat.id} className={statClass} data-testid={`card-${stat.id}`}>
                  {figure}
                </div>
              ) : (
                <Link
                  key={stat.id}
                  to={stat.to}
                  search={stat.search ?? {}}
                  className={`${statClass} transition-colors hover:border-border-strong focus-visible:outline-2 focus-visible:outline-ring`}
                  data-testid={`card-${stat.id}`}
                >
                  {figure}
                </Link>
              );
            })}
          </section>

          <Card className="mt-6 overflow-hidden">
            <div className="border-b border-border px-5 py-3.5">
              <h2 className="text-[15px] font-semibold">{t('overview.todayList')}</h2>
            </div>
            {overview.isPending ? (
              <div className="space-y-3 p-5" aria-busy="true">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="h-8 w-full" />
                ))}
              </div>
            ) : overview.data.todayVisits.length === 0 ? (
              <EmptyState icon={CalendarX2} title={t('overview.emptyTitle')} body={t('overview.emptyBody')} />
            ) : (
              <TodayVisits visits={overview.data.todayVisits} />
            )}
          </Card>
        </>
      )}
    </Page>
  );
}

function Greeting() {
  const { t } = useTranslation();
  const session = useQuery(sessionQueryOptions);
  const company = useQuery(companyNameOptions);
  const firstName = session.data?.me.firstName;
  return (
    <div className="mb-6">
      <h2 className="text-xl font-semibold tracking-tight">
        {firstName ? t('overview.greeting', { name: firstName }) : t('nav.home')}
      </h2>
      <p className="mt-0.5 text-[13px] text-muted">
        <span className="inline-block first-letter:uppercase">{formatLongDate(new Date())}</span>
        {company.data?.name && <> · {t('overview.intro', { company: company.data.name })}</>}
      </p>
    </div>
  );
}

const addressOf = (visit: VisitSummary) =>
  [visit.address.streetAddress, [visit.address.zipcode, visit.address.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

function TodayVisits({ visits }: { visits: VisitSummary[] }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(mdUp);
  if (!wide) {
    // A phone: when, the case and customer, where, the status.
    return (
      <RecordCards
        label={t('overview.todayList')}
        items={visits}
        card={(visit) => ({
          title: (
            <Link to="/admin/visits/$visitId" params={{ visitId: visit.id }} className={cardLinkClasses}>
              <span className="tabular-nums">
                {visit.start
                  ? `${formatTime(visit.start)}${visit.end ? `–${formatTime(visit.end)}` : ''}`
                  : t('overview.noTime')}
              </span>{' '}
              · #{visit.caseNumber}
            </Link>
          ),
          aside: <VisitStatusBadge status={visit.status} />,
          lines: [visit.customerName ?? t('overview.noCustomer'), addressOf(visit)],
        })}
      />
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{t('overview.todayList')}</caption>
        <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colTime')}
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colCase')}
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colCustomer')}
            </th>
            <th scope="col" className="hidden px-5 py-2.5 font-medium md:table-cell">
              {t('overview.colAddress')}
            </th>
            <th scope="col" className="hidden px-5 py-2.5 font-medium lg:table-cell">
              {t('overview.colEmployees')}
            </th>
            <th scope="col" className="px-5 py-2.5 font-medium">
              {t('overview.colStatus')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {visits.map((visit) => (
            <tr key={visit.id} className="hover:bg-surface-muted/40">
              <td className="whitespace-nowrap px-5 py-3 tabular-nums">
                {visit.start ? (
                  <>
                    {formatTime(visit.start)}
                    {visit.end && <span className="text-muted">–{formatTime(visit.end)}</span>}
                  </>
                ) : (
                  <span className="text-muted">{t('overview.noTime')}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-5 py-3 tabular-nums text-muted">
                <Link
                  to="/admin/visits/$visitId"
                  params={{ visitId: visit.id }}
                  className="font-medium text-foreground hover:underline"
                >
                  #{visit.caseNumber}
                </Link>
              </td>
              <td className="px-5 py-3 font-medium">
                {visit.customerName ?? <span className="text-muted">{t('overview.noCustomer')}</span>}
              </td>
              <td className="hidden px-5 py-3 text-muted md:table-cell">{addressOf(visit)}</td>
              <td className="hidden px-5 py-3 text-muted lg:table-cell">{visit.employeeNames.join(', ')}</td>
              <td className="px-5 py-3">
                <VisitStatusBadge status={visit.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
