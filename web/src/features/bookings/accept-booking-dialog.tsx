import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { DateField } from '../../components/date-field.tsx';
import { TimeField } from '../../components/time-field.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { acceptBooking, bookingEmployeesOptions, type Booking } from './bookings-api.ts';
import { bookingsKey } from './bookings-key.ts';
import { instantOf, localDateTime } from './booking-time.ts';

/**
 * Accept: the employees (the booked one ticked) and the time (the wished one, in Danish time), and whether the
 * visitor gets the confirmation mail. The server makes the scheduled visit, which the visits calendar shows.
 */
export function AcceptBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { employees: useId(), employeesError: useId(), confirm: useId() };
  const employees = useQuery(bookingEmployeesOptions);
  const start = booking.startsAt ? localDateTime(booking.startsAt) : { date: '', time: '' };
  const end = booking.endsAt ? localDateTime(booking.endsAt) : { date: '', time: '' };
  const [chosen, setChosen] = useState<string[]>(booking.employeeId ? [booking.employeeId] : []);
  const [date, setDate] = useState(start.date);
  const [from, setFrom] = useState(start.time);
  const [to, setTo] = useState(end.time);
  const [confirm, setConfirm] = useState(Boolean(booking.email));
  const [errors, setErrors] = useState<{ employees?: string; time?: string; form?: string }>({});
  const hasVisit = Boolean(booking.visitId);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof acceptBooking>[1]) => acceptBooking(booking, input),
    onSuccess: async () => {
      toast.success(t('booking.accepted'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: ['navigationCounts'] }),
        queryClient.invalidateQueries({ queryKey: ['visits'] }),
      ]);
      onDone();
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
        if (error.field?.startsWith('input.employeeIds')) setErrors({ employees: reasonMessage(t, error.reason) });
        else if (error.field?.startsWith('input.')) setErrors({ time: reasonMessage(t, error.reason) });
        else setErrors({ form: errorText(t, error) });
        return;
      }
      setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (hasVisit) {
      save.mutate({ employeeIds: chosen, sendConfirmation: confirm });
      return;
    }
    const s = instantOf(date, from);
    const e = instantOf(date, to);
    const problems: typeof errors = {};
    if (chosen.length === 0) problems.employees = t('booking.employeesRequired');
    if (!s || !e) problems.time = t('booking.timeRequired');
    else if (e <= s) problems.time = reasonMessage(t, 'visit.endBeforeStart');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    save.mutate({ employeeIds: chosen, start: s!.toISOString(), end: e!.toISOString(), sendConfirmation: confirm });
  };

  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('booking.acceptTitle', { name: booking.name })}
      description={hasVisit ? t('booking.acceptHasVisit') : t('booking.acceptIntro')}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 pb-5">
        {errors.form && <FormErrors messages={[errors.form]} />}
        {!hasVisit && (
          <>
            <fieldset aria-describedby={errors.employees ? ids.employeesError : undefined}>
              <legend className="text-[13px] font-medium">{t('booking.fields.employees')}</legend>
              <div className="mt-2 grid max-h-48 grid-cols-2 gap-1.5 overflow-y-auto">
                {(employees.data ?? []).map((e) => (
                  <label key={e.id} className="flex items-center gap-2 text-[13px]">
                    <input
                      type="checkbox"
                      checked={chosen.includes(e.id)}
                      onChange={(ev) => toggle(e.id, ev.target.checked)}
                    />
                    {e.name}
                  </label>
                ))}
              </div>
              <FieldError id={ids.employeesError} message={errors.employees} />
            </fieldset>
            <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_6.5rem] gap-2">
              <Field label={t('booking.fields.date')} error={errors.time}>
                <DateField label={t('booking.fields.date')} value={date} onChange={setDate} />
              </Field>
              <Field label={t('booking.fields.from')}>
                <TimeField value={from} onChange={setFrom} />
              </Field>
              <Field label={t('booking.fields.to')}>
                <TimeField value={to} onChange={setTo} />
              </Field>
            </div>
          </>
        )}
        <label htmlFor={ids.confirm} className="flex items-center gap-2 text-[13px]">
          <input
            id={ids.confirm}
            type="checkbox"
            checked={confirm}
            disabled={!booking.email}
            onChange={(e) => setConfirm(e.target.checked)}
          />
          {booking.email ? t('booking.sendConfirmation', { email: booking.email }) : t('booking.noEmail')}
        </label>
        <FormFooter onCancel={onClose} saving={save.isPending} submitLabel={t('booking.accept')} />
      </form>
    </Dialog>
  );
}
