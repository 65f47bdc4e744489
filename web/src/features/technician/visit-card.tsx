import { useTranslation } from 'react-i18next';
import { ChevronRight, Clock, CloudUpload, MapPin, Phone, TriangleAlert } from 'lucide-react';
import { formatAddress } from '../../lib/format/address.ts';
import { formatTime } from '../../lib/format/date-time.ts';
import { phoneText } from './phone-text.ts';
import type { ShownState } from './offline-queue.ts';
import type { PanelVisit } from './panel-api.ts';
import { PanelLink, StatusBadge } from './panel-ui.tsx';
import { mapsUrl, telUrl } from './visit-links.ts';

export type ShownVisit = PanelVisit & ShownState;

/** The time a visit is planned, as the panel writes it: 08:00–10:00. */
export function visitTime(visit: { start: string | null; end: string | null }, noTime: string): string {
  if (!visit.start) return noTime;
  return visit.end ? `${formatTime(visit.start)}–${formatTime(visit.end)}` : formatTime(visit.start);
}

/** The address and phone as links the phone opens (maps, a call): big enough to hit with a thumb. */
export function VisitContactLinks({ visit }: { visit: PanelVisit }) {
  const { t } = useTranslation();
  const address = formatAddress(visit.address);
  const maps = mapsUrl(visit.address);
  const phone = visit.customer?.phoneNumber;
  const tel = telUrl(phone);
  return (
    <div className="flex flex-col">
      {address && maps && (
        <a
          href={maps}
          target="_blank"
          rel="noreferrer"
          aria-label={t('technician.openMaps', { address })}
          className="-mx-2 flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span>{address}</span>
        </a>
      )}
      {phone && tel && (
        <a
          href={tel}
          aria-label={t('technician.call', { phone: phoneText(phone) })}
          className="-mx-2 flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span>{phoneText(phone)}</span>
        </a>
      )}
    </div>
  );
}

/** One visit in the list: who, when, where, what, and its status; the heading opens the visit. */
export function VisitCard({ visit }: { visit: ShownVisit }) {
  const { t } = useTranslation();
  const customer = visit.customer?.name ?? t('technician.noCustomer');
  return (
    <article
      aria-label={customer}
      className="rounded-xl border border-border bg-surface p-4 shadow-xs"
      data-visit-id={visit.id}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-1.5 text-sm font-medium tabular-nums text-muted">
          <Clock className="size-4" aria-hidden="true" />
          {visitTime(visit, t('technician.noTime'))}
        </p>
        <StatusBadge status={visit.status} />
      </div>
      <h3 className="mt-1 text-base font-semibold">
        <PanelLink
          visitId={visit.id}
          aria-label={`${customer}, ${t('technician.openVisit', { number: visit.caseNumber })}`}
          className="-mx-2 flex min-h-11 items-center justify-between gap-2 rounded-md px-2 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span>{customer}</span>
          <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
        </PanelLink>
      </h3>
      <VisitContactLinks visit={visit} />
      {visit.description && <p className="mt-1 line-clamp-3 text-sm text-muted">{visit.description}</p>}
      {(visit.pending > 0 || visit.conflict) && (
        <p className="mt-2 flex items-center gap-1.5 text-[13px] font-medium text-amber-700 dark:text-amber-300">
          {visit.conflict ? (
            <TriangleAlert className="size-4" aria-hidden="true" />
          ) : (
            <CloudUpload className="size-4" aria-hidden="true" />
          )}
          {visit.conflict ? t('technician.conflict.heading') : t('technician.pendingOnVisit')}
        </p>
      )}
    </article>
  );
}
