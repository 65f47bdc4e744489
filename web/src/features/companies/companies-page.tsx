import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ArrowRightLeft, Building2, AlertTriangle } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { refreshSession } from '../../lib/auth.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { companiesOptions, switchCompany, type CompanySummary } from './companies-api.ts';
import { CompaniesTabs } from './companies-tabs.tsx';

/** The superadmin's company list with a switch button per company. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const companies = useQuery(companiesOptions);

  const switchMutation = useMutation({
    mutationFn: (company: CompanySummary) => switchCompany(company.id),
    onSuccess: async (_data, company) => {
      // All cached data belongs to the previous identity.
      queryClient.clear();
      await refreshSession(queryClient);
      toast.success(t('companies.switched', { name: company.name }));
      await navigate({ to: '/admin' });
    },
    onError: (error) => toast.error(t(errorMessageKey(error))),
  });

  return (
    <Page>
      <CompaniesTabs />
      <p className="mb-5 text-[13px] text-muted">{t('companies.intro')}</p>
      <Card className="overflow-hidden">
        {companies.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : companies.isError ? (
          <EmptyState
            icon={AlertTriangle}
            tone="danger"
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(companies.error))}
            action={
              <Button variant="secondary" onClick={() => void companies.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : companies.data.length === 0 ? (
          <EmptyState icon={Building2} title={t('companies.empty')} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">{t('companies.title')}</caption>
              <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-5 py-2.5 font-medium">
                    {t('companies.colName')}
                  </th>
                  <th scope="col" className="px-5 py-2.5 font-medium">
                    {t('companies.colCvr')}
                  </th>
                  <th scope="col" className="px-5 py-2.5 font-medium">
                    {t('companies.colCity')}
                  </th>
                  <th scope="col" className="px-5 py-2.5 text-right font-medium">
                    {t('companies.colUsers')}
                  </th>
                  <th scope="col" className="px-5 py-2.5">
                    <span className="sr-only">{t('companies.switch')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {companies.data.map((company) => (
                  <tr key={company.id} className="hover:bg-surface-muted/40">
                    <td className="px-5 py-3 font-medium">{company.name}</td>
                    <td className="px-5 py-3 tabular-nums text-muted">{company.cvr ?? '—'}</td>
                    <td className="px-5 py-3 text-muted">{company.city ?? '—'}</td>
                    <td className="px-5 py-3 text-right tabular-nums text-muted">{company.userCount}</td>
                    <td className="px-5 py-2 text-right">
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={switchMutation.isPending && switchMutation.variables?.id === company.id}
                        disabled={switchMutation.isPending}
                        onClick={() => switchMutation.mutate(company)}
                        aria-label={t('companies.switchTo', { name: company.name })}
                      >
                        {!(switchMutation.isPending && switchMutation.variables?.id === company.id) && (
                          <ArrowRightLeft className="size-3.5" aria-hidden="true" />
                        )}
                        {t('companies.switch')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </Page>
  );
}
