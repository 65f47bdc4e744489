import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { localToInstant, parseDate } from '@servio/domain/local-dates';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Logo } from '../../components/logo.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { formatLongDate, formatTime } from '../../lib/format/index.ts';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { dayText } from './reminder-dates.ts';
import { answerServiceReminder, serviceLinkOptions, type ServiceReminderAnswerInput } from './service-link-api.ts';

type Choice = 'time' | 'call';
/** A proposed slot's ISO instant, or "own": a date and time of the customer's own. */
type Slot = string;

/**
 * The page a service reminder's link opens (no sign-in): the unit and its due date, and the customer's answer —
 * "Vælg et tidspunkt" (one of a few proposed times, or a date and time of their own) or "Ring mig op". The answer
 * lands in the office's inbox; the link takes one answer.
 */
export function ServiceLinkPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const link = useQuery(serviceLinkOptions(token));
  const [choice, setChoice] = useState<Choice>('time');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [ownDate, setOwnDate] = useState('');
  const [ownTime, setOwnTime] = useState('');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ slot?: string; phone?: string; form?: string }>({});
  const ids = { choice: useId(), slots: useId() };

  const answer = useMutation({
    mutationFn: (input: ServiceReminderAnswerInput) => answerServiceReminder(token, input),
    onError: (error) => {
      if (error instanceof GraphQLRequestError && error.field === 'input.start') {
        setErrors({ slot: reasonMessage(t, error.reason ?? '') });
      } else if (error instanceof GraphQLRequestError && error.field === 'input.phoneNumber') {
        setErrors({ phone: reasonMessage(t, error.reason ?? '') });
      } else setErrors({ form: errorText(t, error) });
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    let start: Date | null = null;
    if (choice === 'time') {
      if (slot === 'own') {
        const [h, m] = ownTime.split(':').map(Number);
        if (/^\d{4}-\d{2}-\d{2}$/.test(ownDate) && Number.isInteger(h) && Number.isInteger(m)) {
          start = localToInstant(parseDate(ownDate), h! * 60 + m!);
        } else next.slot = t('serviceReminders.link.ownInvalid');
      } else if (slot) start = new Date(slot);
      else next.slot = t('serviceReminders.link.pickSlot');
    } else if (phone.trim().length < 4) next.phone = t('serviceReminders.link.phoneRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    answer.mutate(
      choice === 'time'
        ? { kind: 'time', start: start!.toISOString(), phoneNumber: phone.trim() || null, message: message || null }
        : { kind: 'call', phoneNumber: phone.trim(), message: message || null },
    );
  };

  let body: React.ReactNode;
  if (link.isPending) {
    body = (
      <div className="space-y-3 p-6" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  } else if (link.isError) {
    body = (
      <ErrorState
        title={t('common.loadErrorTitle')}
        body={t(errorMessageKey(link.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void link.refetch()}
      />
    );
  } else if (!link.data.valid) {
    body = (
      <EmptyState
        icon={LinkIcon}
        headingLevel={1}
        title={t('serviceReminders.link.invalidTitle')}
        body={t('serviceReminders.link.invalidBody')}
      />
    );
  } else if (answer.isSuccess || link.data.answered) {
    body = (
      <EmptyState
        icon={CheckCircle2}
        headingLevel={1}
        title={t('serviceReminders.link.doneTitle')}
        body={t('serviceReminders.link.doneBody', { company: link.data.companyName ?? '' })}
      />
    );
  } else {
    const data = link.data;
    const slotLabel = (iso: string) =>
      t('serviceReminders.link.slot', { day: formatLongDate(iso), time: formatTime(iso) });
    body = (
      <form noValidate onSubmit={submit} className="space-y-5 p-6">
        <div>
          <h1 className="text-lg font-semibold tracking-tight">
            {t('serviceReminders.link.title', { unit: data.unit ?? '' })}
          </h1>
          <p className="mt-1 text-[13px] text-muted">
            {t('serviceReminders.link.intro', {
              name: data.customerName ?? '',
              company: data.companyName ?? '',
              unit: data.unit ?? '',
              date: data.dueOn ? dayText(data.dueOn) : '',
            })}
          </p>
        </div>
        {errors.form && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
            {errors.form}
          </p>
        )}
        <fieldset aria-labelledby={ids.choice}>
          <legend id={ids.choice} className="text-[13px] font-semibold">
            {t('serviceReminders.link.choiceLegend')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-4 text-[13px]">
            {(['time', 'call'] as const).map((c) => (
              <label key={c} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="choice"
                  className="size-4 accent-[var(--accent)]"
                  checked={choice === c}
                  onChange={() => {
                    setChoice(c);
                    setErrors({});
                  }}
                />
                {t(c === 'time' ? 'serviceReminders.link.pickTime' : 'serviceReminders.link.callMe')}
              </label>
            ))}
          </div>
        </fieldset>

        {choice === 'time' && (
          <fieldset aria-labelledby={ids.slots} aria-describedby={errors.slot ? `${ids.slots}-error` : undefined}>
            <legend id={ids.slots} className="text-[13px] font-semibold">
              {t('serviceReminders.link.slotsLegend')}
            </legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {data.slots.map((iso) => (
                <label
                  key={iso}
                  className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-[13px] has-[:checked]:border-accent"
                >
                  <input
                    type="radio"
                    name="slot"
                    className="size-4 accent-[var(--accent)]"
                    checked={slot === iso}
                    onChange={() => setSlot(iso)}
                  />
                  {slotLabel(iso)}
                </label>
              ))}
              <label className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-[13px] has-[:checked]:border-accent sm:col-span-2">
                <input
                  type="radio"
                  name="slot"
                  className="size-4 accent-[var(--accent)]"
                  checked={slot === 'own'}
                  onChange={() => setSlot('own')}
                />
                {t('serviceReminders.link.ownTime')}
              </label>
            </div>
            {slot === 'own' && (
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Field label={t('serviceReminders.link.ownDate')}>
                  <Input type="date" value={ownDate} onChange={(e) => setOwnDate(e.target.value)} />
                </Field>
                <Field label={t('serviceReminders.link.ownClock')}>
                  <Input type="time" value={ownTime} onChange={(e) => setOwnTime(e.target.value)} />
                </Field>
              </div>
            )}
            {errors.slot && (
              <p id={`${ids.slots}-error`} role="alert" className="mt-2 text-[13px] text-danger">
                {errors.slot}
              </p>
            )}
          </fieldset>
        )}

        <Field
          label={t(choice === 'call' ? 'serviceReminders.link.phone' : 'serviceReminders.link.phoneOptional')}
          error={errors.phone}
        >
          <Input type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </Field>
        <Field label={t('serviceReminders.link.message')}>
          <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Button type="submit" className="w-full" loading={answer.isPending}>
          {t(choice === 'time' ? 'serviceReminders.link.submitTime' : 'serviceReminders.link.submitCall')}
        </Button>
      </form>
    );
  }

  return (
    <main className="flex min-h-full items-center justify-center bg-background px-4 py-12">
      <div className="w-full max-w-lg">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <Logo className="size-8" />
          <span className="text-lg font-semibold tracking-tight">{link.data?.companyName ?? t('common.appName')}</span>
        </div>
        <Card>{body}</Card>
      </div>
    </main>
  );
}
