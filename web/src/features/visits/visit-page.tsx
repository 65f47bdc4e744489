import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlarmClock, ArrowLeft, MapPin, Pencil, Repeat } from 'lucide-react';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { CardSection } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';
import { customTagsOptions } from './custom-tags.ts';
import { visitOptions, type VisitDetail } from './visits-api.ts';
import { VisitForm } from './visit-form.tsx';
import { VisitActions } from './visit-actions.tsx';
import { LinkedVisits } from './linked-visits.tsx';
import { useVisitAccess } from './visit-access.ts';
import {
  formatAddress,
  formatCoordinates,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatOccurrence,
  formatPeriod,
  formatPhone,
} from '../../lib/format/index.ts';
import { ruleSummary } from './rule-summary.ts';
import { VisitTimeRegistrations } from '../time-registrations/index.ts';
import { VisitMaterials } from '../visit-lines/index.ts';
import { VisitReport } from '../reports/index.ts';
import { VisitFiles } from '../files/index.ts';
import { MessageThread } from '../messages/index.ts';
import { useInvoiceAccess, VisitInvoiceMenu, visitInvoiceActionsFor } from '../invoices/index.ts';

/** /admin/visits/$visitId: every field of the visit, the actions the viewer may take, linked visits, and editing. */
export function VisitPage({ visitId, session }: { visitId: string; session: MeAndSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  // While the form is open the visit is not reloaded behind it (a live change, the window's focus): the form is keyed
  // by the version it edits, and a reload would start it over, losing what was typed. Someone else's change shows as
  // the form's conflict notice on saving, whose reload fetches the visit anew.
  const visit = useQuery({ ...visitOptions(visitId), enabled: !editing });
  const access = useVisitAccess(session);
  const invoiceAccess = useInvoiceAccess(session);

  if (visit.isPending) return <RecordPageLoading wide />;
  if (visit.isError) {
    return (
      <RecordPageError
        wide
        error={visit.error}
        notFoundTitle={t('visits.notFoundTitle')}
        notFoundBody={t('visits.notFoundBody')}
        back={<BackLink />}
        onRetry={() => void visit.refetch()}
      />
    );
  }

  const v = visit.data;
  if (editing) {
    return (
      <Page>
        <BackLink />
        <h2 className="mb-4 text-xl font-semibold tracking-tight">
          {t('visits.form.editHeading', { caseNumber: v.caseNumber })}
        </h2>
        <VisitForm
          key={v.version}
          session={session}
          visit={v}
          // Someone who took themselves off the visit can no longer open it: back to the list.
          onSaved={(saved) => (saved.viewerCanOpen ? setEditing(false) : navigate({ to: '/admin/visits/' }))}
          onCancel={() => setEditing(false)}
        />
      </Page>
    );
  }

  return (
    <Page wide>
      <BackLink />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">
            {t('visits.caseTitle', { caseNumber: v.caseNumber })}
            {v.customer && <span className="font-normal text-muted"> · {v.customer.name}</span>}
          </h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5" data-testid="visit-badges">
            <VisitStatusBadge status={v.status} />
            {v.archived && <VisitStatusBadge status="archived" />}
            {v.isDue && (
              <Badge tone="danger">
                <AlarmClock className="mr-1 size-3" aria-hidden="true" />
                {t('visits.due')}
              </Badge>
            )}
            {v.seriesId && (
              <Badge tone="info">
                <Repeat className="mr-1 size-3" aria-hidden="true" />
                {t('visits.seriesBadge')}
              </Badge>
            )}
            {session.company?.enableAcceptVisits && v.acceptance !== 'none' && (
              <Badge tone={v.acceptance === 'accepted' ? 'success' : 'warning'}>
                {t(`visits.acceptance.${v.acceptance}`)}
              </Badge>
            )}
            {v.invoiced && <Badge tone="success">{t('visits.invoiced')}</Badge>}
            {v.paidAt && <Badge tone="success">{t('visits.paid')}</Badge>}
            {v.invoiceId && invoiceAccess.allowed && (
              <Link
                to="/admin/invoices/$invoiceId"
                params={{ invoiceId: v.invoiceId }}
                className="text-[13px] text-accent hover:underline"
              >
                {t('visits.showInvoice')}
              </Link>
            )}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {access.canEdit && !v.archived && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('visits.actions.edit')}
            </Button>
          )}
          <VisitActions session={session} visit={v} onDeleted={() => void navigate({ to: '/admin/visits/' })} />
          {invoiceAccess.allowed && <VisitInvoiceMenu visitIds={[v.id]} actions={visitInvoiceActionsFor(v)} />}
        </div>
      </div>
      <VisitDetails visit={v} session={session} />
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/visits/"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('visits.backToList')}
    </Link>
  );
}

function VisitDetails({ visit: v, session }: { visit: VisitDetail; session: MeAndSettings }) {
  const { t } = useTranslation();
  const { canSeePrices, canEdit, canSendReport } = useVisitAccess(session);
  const company = session.company!;
  const tags = useQuery(customTagsOptions('visit'));
  const dash = <span className="text-muted">—</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{value || value === 0 ? value : dash}</dd>
    </div>
  );
  const yesNo = (b: boolean) => (b ? t('visits.yes') : t('visits.no'));
  const staff = session.me.role === 'administrator' || session.me.role === 'employee';
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <CardSection title={t('visits.form.sections.time')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(t('visits.fields.time'), formatPeriod(v.start, v.end, t('visits.noTime')))}
          {row(t('visits.fields.employees'), v.employees.map((e) => e.name).join(', '))}
          {company.enableDepartment && row(t('visits.fields.department'), v.department?.name)}
          {row(t('visits.fields.status'), t(`visitStatus.${v.status}`))}
          {row(t('visits.fields.reportCompleted'), yesNo(v.reportCompleted))}
          {v.series &&
            row(
              t('visits.fields.series'),
              <div>
                <p>{ruleSummary(t, v.series.rule)}</p>
                {!v.series.active && <p className="text-muted">{t('visits.seriesEnded')}</p>}
                {v.series.upcoming.length > 0 && (
                  <ul className="mt-1 text-xs text-muted" aria-label={t('visits.upcoming')}>
                    {v.series.upcoming.map((d) => (
                      <li key={d} className="first-letter:uppercase">
                        {formatOccurrence(new Date(d))}
                      </li>
                    ))}
                  </ul>
                )}
              </div>,
            )}
        </dl>
      </CardSection>
      <CardSection title={t('visits.form.sections.customer')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(
            t('visits.fields.customer'),
            v.customer &&
              (staff ? (
                <Link
                  to="/admin/customers/$customerId"
                  params={{ customerId: v.customer.id }}
                  className="text-accent hover:underline"
                >
                  {v.customer.name}
                </Link>
              ) : (
                v.customer.name
              )),
          )}
          {row(
            t('visits.fields.phoneNumber'),
            v.customer?.phoneNumber && (
              <a className="text-accent hover:underline" href={`tel:${v.customer.phoneNumber}`}>
                {formatPhone(v.customer.phoneNumber)}
              </a>
            ),
          )}
          {row(
            t('visits.fields.email'),
            v.customer?.email && (
              <a className="text-accent hover:underline" href={`mailto:${v.customer.email}`}>
                {v.customer.email}
              </a>
            ),
          )}
          {row(
            t('visits.fields.address'),
            <span>
              {formatAddress(v.address)}
              {/* Whose address it is, said only where there is a customer whose it could be. */}
              {v.customerId && (
                <span className="block text-xs text-muted">
                  {v.useCustomerAddress ? t('visits.customerAddress') : t('visits.ownAddress')}
                </span>
              )}
            </span>,
          )}
          {row(
            t('visits.fields.coordinates'),
            v.address.latitude !== null && v.address.longitude !== null ? (
              <span className="inline-flex items-center gap-1 tabular-nums">
                <MapPin className="size-3.5 text-muted" aria-hidden="true" />
                {formatCoordinates(v.address.latitude, v.address.longitude)}
              </span>
            ) : null,
          )}
        </dl>
      </CardSection>
      <CardSection title={t('visits.form.sections.details')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(
            t('visits.fields.description'),
            v.description && <span className="whitespace-pre-wrap">{v.description}</span>,
          )}
          {company.enableReference && row(t('visits.fields.reference'), v.reference)}
          {v.price !== null && row(t('visits.fields.price'), formatMoney(v.price))}
          {v.totalPrice !== null && row(t('visits.fields.totalPrice'), formatMoney(v.totalPrice))}
          {row(t('visits.fields.sendBookingMail'), yesNo(v.sendBookingMail))}
          {row(t('visits.fields.showTimeRegs'), yesNo(v.showTimeRegs))}
          {company.showAccord &&
            row(t('visits.fields.accord'), v.accordMinutes !== null ? formatDuration(v.accordMinutes) : null)}
          {company.enableAcceptVisits && row(t('visits.fields.acceptance'), t(`visits.acceptance.${v.acceptance}`))}
          {row(t('visits.fields.createdBy'), v.createdBy?.name)}
          {row(t('visits.fields.createdAt'), formatDateTime(v.createdAt))}
        </dl>
      </CardSection>
      {company.allowShowVisitTimeRegs && v.showTimeRegs && <VisitTimeRegistrations visitId={v.id} />}
      <VisitMaterials visitId={v.id} prices={canSeePrices} canEdit={!v.archived} />
      <VisitReport
        visitId={v.id}
        canChooseTemplate={canEdit}
        canSend={canSendReport}
        customerEmail={v.customer?.email ?? null}
      />
      <VisitFiles visitId={v.id} session={session} className="lg:col-span-2" />
      {/* Messages belong to a customer: a visit without one has no thread. */}
      {v.customerId && <MessageThread visitId={v.id} role={session.me.role} className="lg:col-span-2" />}
      <CardSection title={t('visits.form.sections.tags')}>
        {v.tagValues.length === 0 ? (
          <p className="text-[13px] text-muted">{t('visits.noTags')}</p>
        ) : (
          <dl className="divide-y divide-border text-[13px]">
            {v.tagValues.map((tv) => {
              const tag = tags.data?.find((x) => x.id === tv.tagId);
              return (
                <div key={tv.tagId}>
                  {row(tag?.name ?? '…', tag?.mode === 'checkbox' ? t('visits.yes') : tv.values.join(', '))}
                </div>
              );
            })}
          </dl>
        )}
      </CardSection>
      <LinkedVisits visit={v} session={session} />
    </div>
  );
}
