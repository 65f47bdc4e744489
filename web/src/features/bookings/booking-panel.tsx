import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { Check, X } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { errorText } from '../../lib/reasons.ts';
import { formatDateTime, formatPhone } from '../../lib/format/index.ts';
import { bookingOptions, type Booking } from './bookings-api.ts';
import { wishedTime } from './booking-format.ts';
import { AcceptBookingDialog } from './accept-booking-dialog.tsx';
import { DeclineBookingDialog } from './decline-booking-dialog.tsx';

/** One booking with everything the visitor wrote, and its answers: accept or decline while it is open. */
export function BookingPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const booking = useQuery(bookingOptions(id));
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const b = booking.data;
  return (
    <>
      <Dialog
        open={answering === null}
        onOpenChange={(open) => !open && onClose()}
        title={b ? b.name : t('booking.panel.loading')}
        description={b ? t(`booking.kind.${b.kind}`) + ' · ' + t(`booking.status.${b.status}`) : undefined}
        closeLabel={t('common.close')}
        className="max-w-lg"
      >
        <div className="space-y-4 px-5 pb-5">
          {booking.isPending && <Skeleton className="h-48 w-full" />}
          {booking.isError && <FormErrors messages={[errorText(t, booking.error)]} />}
          {b && <BookingDetails booking={b} />}
          {b?.status === 'open' && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              <Button variant="secondary" onClick={() => setAnswering('decline')}>
                <X className="size-4" aria-hidden="true" />
                {t('booking.decline')}
              </Button>
              <Button onClick={() => setAnswering('accept')}>
                <Check className="size-4" aria-hidden="true" />
                {t('booking.accept')}
              </Button>
            </div>
          )}
          {b?.visitId && (
            <Link to="/admin/visits/$visitId" params={{ visitId: b.visitId }} className={buttonClasses('secondary')}>
              {t('booking.openVisit')}
            </Link>
          )}
        </div>
      </Dialog>
      {b && answering === 'accept' && (
        <AcceptBookingDialog booking={b} onClose={() => setAnswering(null)} onDone={onClose} />
      )}
      {b && answering === 'decline' && (
        <DeclineBookingDialog booking={b} onClose={() => setAnswering(null)} onDone={onClose} />
      )}
    </>
  );
}

function BookingDetails({ booking: b }: { booking: Booking }) {
  const { t } = useTranslation();
  const address = [b.streetAddress, [b.zipcode, b.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: [string, React.ReactNode][] = [
    [t('booking.fields.service'), b.serviceName],
    [t('booking.fields.wished'), b.startsAt ? wishedTime(b, '') : null],
    [t('booking.fields.email'), b.email ? <a href={`mailto:${b.email}`}>{b.email}</a> : null],
    [
      t('booking.fields.phone'),
      b.phoneNumber ? <a href={`tel:${b.phoneNumber}`}>{formatPhone(b.phoneNumber)}</a> : null,
    ],
    [t('booking.fields.address'), address || null],
    [t('booking.fields.customer'), b.customer?.name],
    [t('booking.fields.language'), t(`booking.language.${b.language}`)],
    [t('booking.fields.received'), formatDateTime(b.createdAt)],
    [t('booking.fields.handled'), b.handledAt ? formatDateTime(b.handledAt) : null],
    [t('booking.fields.declineMessage'), b.declineMessage],
  ];
  return (
    <div className="space-y-3 text-[13px]">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {b.message && (
        <div>
          <h3 className="text-xs font-medium text-muted">{t('booking.fields.message')}</h3>
          <p className="mt-1 whitespace-pre-wrap rounded-md bg-surface-muted p-3">{b.message}</p>
        </div>
      )}
    </div>
  );
}
