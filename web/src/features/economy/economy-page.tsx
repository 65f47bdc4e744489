import { lazy, Suspense, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BarChart3, Download } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Card, CardSection } from '../../components/card.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { Page } from '../../components/page.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { RecordPageLoading } from '../../components/record-page-states.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ForbiddenState } from '../../components/settings-subpage.tsx';
import { downloadText } from '../../lib/download.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/format/index.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { economyCsv, economyOptions, type EconomySummary } from './economy-api.ts';
import { periodDates } from './economy-periods.ts';
import { economyPeriodOf, economyPeriods, type EconomyPeriodName } from './economy-search.ts';

// The chart library is the page's heaviest part (decisions/0029): the figures and the tables come first, the bars
// when their chunk has loaded.
const RevenueChart = lazy(() => import('./revenue-chart.tsx').then((m) => ({ default: m.RevenueChart })));

/**
 * /admin/economy (with the company's showFinanceTab, administrators): for a chosen period, what was invoiced and
 * paid per month (a chart and the same figures as a table), the work not yet invoiced, what is outstanding and
 * overdue now, the margin (sales against material cost and wages), the largest customers and employees, every
 * department's sales, wages and margin, and the figures as a CSV file. All of it SQL sums on the server.
 */
export function EconomyPage({
  allowed,
  period: periodName,
  onPeriodChange,
}: {
  allowed: boolean;
  /** As the URL has it; an unknown name is this year. */
  period: string | undefined;
  onPeriodChange: (period: EconomyPeriodName) => void;
}) {
  const { t } = useTranslation();
  const period = economyPeriodOf(periodName);
  const { from, to } = periodDates(period);
  const economy = useQuery({ ...economyOptions(from, to), enabled: allowed });
  const download = useMutation({
    mutationFn: () => economyCsv(from, to),
    onSuccess: (csv) => downloadText(csv, `${t('economy.fileName')}-${from}-${to}.csv`),
    onError: (error) => toast.error(errorText(t, error)),
  });

  if (!allowed) {
    return (
      <Page>
        <Card>
          <ForbiddenState />
        </Card>
      </Page>
    );
  }
  if (economy.isPending) return <RecordPageLoading wide />;
  if (economy.isError) {
    const off = economy.error instanceof GraphQLRequestError && economy.error.reason === 'economy.off';
    return (
      <Page>
        <Card>
          {off ? (
            <EmptyState icon={BarChart3} title={t('economy.offTitle')} body={t('economy.offBody')} />
          ) : (
            <ErrorState
              title={t('economy.failedTitle')}
              body={errorText(t, economy.error)}
              retryLabel={t('common.retry')}
              onRetry={() => void economy.refetch()}
            />
          )}
        </Card>
      </Page>
    );
  }
  const s = economy.data;
  return (
    <Page wide>
      <p className="mb-4 text-[13px] text-muted">{t('economy.intro')}</p>
      <ListToolbar
        label={t('economy.periodLabel')}
        actions={
          <Button variant="secondary" loading={download.isPending} onClick={() => download.mutate()}>
            {!download.isPending && <Download className="size-4" aria-hidden="true" />}
            {t('economy.export')}
          </Button>
        }
      >
        <FilterSelect
          label={t('economy.period')}
          value={period === 'thisYear' ? undefined : period}
          defaultLabel={t('economy.periods.thisYear')}
          options={economyPeriods
            .filter((p) => p !== 'thisYear')
            .map((p) => ({ value: p, label: t(`economy.periods.${p}`) }))}
          onChange={(value) => onPeriodChange((value as EconomyPeriodName | undefined) ?? 'thisYear')}
        />
      </ListToolbar>
      <div className="space-y-5" aria-busy={economy.isFetching}>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="economy-figures">
          <Figure label={t('economy.invoiced')} value={formatMoney(s.invoiced)} hint={t('economy.withoutVat')} />
          <Figure label={t('economy.paid')} value={formatMoney(s.paid)} hint={t('economy.withoutVat')} />
          <Figure
            label={t('economy.margin')}
            value={formatMoney(s.margin)}
            hint={t('economy.marginHint', { cost: formatMoney(s.materialCost), wages: formatMoney(s.wages) })}
          />
          <Figure
            label={t('economy.outstanding')}
            value={formatMoney(s.outstanding.total)}
            hint={t('economy.invoicesNow', { count: s.outstanding.count })}
          />
          <Figure
            label={t('economy.overdue')}
            value={formatMoney(s.overdue.total)}
            hint={t('economy.invoicesNow', { count: s.overdue.count })}
          />
          <Figure
            label={t('economy.unbilled')}
            value={formatMoney(s.unbilled.amount)}
            hint={t('economy.visitsNow', { count: s.unbilled.count })}
          />
        </dl>
        <CardSection title={t('economy.byMonth')} headingLevel={3}>
          <Suspense fallback={<div className="h-72 w-full" aria-hidden="true" />}>
            <RevenueChart months={s.months} />
          </Suspense>
          <MonthTable summary={s} />
        </CardSection>
        <div className="grid gap-5 lg:grid-cols-2">
          <CardSection title={t('economy.customers')} headingLevel={3}>
            <SimpleTable
              caption={t('economy.customers')}
              heads={[t('economy.customer'), t('economy.invoiced')]}
              rows={s.customers.map((c) => [c.name, formatMoney(c.invoiced)])}
              empty={t('economy.noInvoices')}
            />
          </CardSection>
          <CardSection title={t('economy.employees')} headingLevel={3}>
            <SimpleTable
              caption={t('economy.employees')}
              heads={[t('economy.employee'), t('economy.hours'), t('economy.wages')]}
              rows={s.employees.map((e) => [
                e.name,
                new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(e.minutes / 60),
                formatMoney(e.wages),
              ])}
              empty={t('economy.noTime')}
            />
          </CardSection>
        </div>
        <CardSection title={t('economy.departments')} headingLevel={3}>
          <SimpleTable
            caption={t('economy.departments')}
            heads={[
              t('economy.department'),
              t('economy.invoiced'),
              t('economy.materials'),
              t('economy.wages'),
              t('economy.margin'),
            ]}
            rows={s.departments.map((d) => [
              d.name ?? t('economy.noDepartment'),
              formatMoney(d.invoiced),
              formatMoney(d.materialCost),
              formatMoney(d.wages),
              formatMoney(d.margin),
            ])}
            empty={t('economy.noDepartmentFigures')}
          />
        </CardSection>
      </div>
    </Page>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface p-4">
      <dt className="text-[13px] text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-muted">{hint}</dd>
    </div>
  );
}

function MonthTable({ summary }: { summary: EconomySummary }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      caption={t('economy.byMonthCaption')}
      heads={[t('economy.month'), t('economy.invoiced'), t('economy.paid')]}
      rows={summary.months.map((m) => [m.month, formatMoney(m.invoiced), formatMoney(m.paid)])}
      empty={t('economy.noInvoices')}
    />
  );
}

/** A small table of text: the first column a name, the rest amounts (right-aligned). */
function SimpleTable({
  caption,
  heads,
  rows,
  empty,
}: {
  caption: string;
  heads: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-[13px] text-muted">{empty}</p>;
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-[13px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border text-xs text-muted">
          <tr>
            {heads.map((head, i) => (
              <th key={head} scope="col" className={`px-2 py-2 font-medium ${i > 0 ? 'text-right' : ''}`}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i} className={`px-2 py-2 ${i > 0 ? 'whitespace-nowrap text-right tabular-nums' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
