import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileDown } from 'lucide-react';
import { apiUrl } from '../../lib/api.ts';
import { reportPreviewUrl } from '../reports/index.ts';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { CardSection } from '../../components/card.tsx';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';
import { customTagsOptions } from '../visits/index.ts';
import { formatAddress, formatPeriod } from '../../lib/format/index.ts';
import { MessageThread } from '../messages/index.ts';
import { myVisitOptions, type CustomerVisit } from './my-visits-api.ts';

/**
 * /admin/visits/$visitId for a customer's login: one of her own visits, read-only (no actions), as the server's
 * CustomerVisit shows it. A visit that is not hers answers NOT_FOUND, shown as "not found" (no retry: it cannot help).
 */
export function MyVisitPage({ visitId }: { visitId: string }) {
  const { t } = useTranslation();
  const visit = useQuery(myVisitOptions(visitId));

  if (visit.isPending) return <RecordPageLoading />;
  if (visit.isError) {
    return (
      <RecordPageError
        error={visit.error}
        notFoundTitle={t('myVisits.notFoundTitle')}
        notFoundBody={t('myVisits.notFoundBody')}
        back={<BackLink />}
        onRetry={() => void visit.refetch()}
      />
    );
  }
  const v = visit.data;
  return (
    <Page>
      <BackLink />
      <div className="mb-5">
        <h2 className="text-xl font-semibold tracking-tight">
          {t('myVisits.caseTitle', { caseNumber: v.caseNumber })}
        </h2>
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <VisitStatusBadge status={v.status} />
          {v.archived && <VisitStatusBadge status="archived" />}
        </div>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <VisitFacts visit={v} />
        <VisitTags visit={v} />
        {/* Only a customer's login opens this page (routes/admin/visits/$visitId.tsx). */}
        <MessageThread visitId={v.id} role="customer" className="lg:col-span-2" />
      </div>
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin" className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground">
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('myVisits.backToList')}
    </Link>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{children || <span className="text-muted">—</span>}</dd>
    </div>
  );
}

function VisitFacts({ visit: v }: { visit: CustomerVisit }) {
  const { t } = useTranslation();
  return (
    <CardSection title={t('myVisits.detailsTitle')}>
      <dl className="divide-y divide-border text-[13px]">
        <Row label={t('myVisits.fields.time')}>{formatPeriod(v.start, v.end, t('myVisits.noTime'))}</Row>
        <Row label={t('myVisits.fields.address')}>{formatAddress(v.address)}</Row>
        <Row label={t('myVisits.fields.task')}>
          {v.description && <span className="whitespace-pre-wrap">{v.description}</span>}
        </Row>
        {/* The server sends a reference only while the company uses references. */}
        {v.reference && <Row label={t('myVisits.fields.reference')}>{v.reference}</Row>}
        <Row label={t('myVisits.fields.status')}>{t(`visitStatus.${v.status}`)}</Row>
        {/* A report is the customer's once completed; the server answers 404 before. */}
        {v.reportCompletedAt && (
          <Row label={t('myVisits.fields.report')}>
            <a
              href={apiUrl(reportPreviewUrl(v.id))}
              download
              aria-label={t('myVisits.reportLink', { caseNumber: v.caseNumber })}
              className="inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
            >
              <FileDown className="size-3.5" aria-hidden="true" />
              {t('myVisits.report')}
            </a>
          </Row>
        )}
      </dl>
    </CardSection>
  );
}

/** The tags the company shows customers (the server sends no others), named as the customer's tag list names them. */
function VisitTags({ visit: v }: { visit: CustomerVisit }) {
  const { t } = useTranslation();
  const tags = useQuery({ ...customTagsOptions('visit'), enabled: v.tagValues.length > 0 });
  if (v.tagValues.length === 0) return null;
  return (
    <CardSection title={t('myVisits.tagsTitle')}>
      <dl className="divide-y divide-border text-[13px]">
        {v.tagValues.map((tv) => {
          const tag = tags.data?.find((x) => x.id === tv.tagId);
          return (
            <Row key={tv.tagId} label={tag?.name ?? '…'}>
              {tag?.mode === 'checkbox' ? t('myVisits.yes') : tv.values.join(', ')}
            </Row>
          );
        })}
      </dl>
    </CardSection>
  );
}
