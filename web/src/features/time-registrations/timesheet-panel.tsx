import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, ChevronLeft, ChevronRight, Lock, Pencil, Plus, Trash2, Unlock } from 'lucide-react';
import { dateString, parseDate } from '@servio/domain/local-dates';
import { isoWeekStart, timeRegistrationTypes, type TimeRegistrationType } from '@servio/domain/time-registration';
import { zonedDate, zonedMidnight } from '@servio/domain/time';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { formatDate, formatDuration, formatMoney, formatTime } from '../../lib/format/index.ts';
import {
  approveTimeWeek,
  deleteTimeRegistration,
  reopenTimeWeek,
  timeRegistrationsKey,
  timesheetWeekOptions,
  type TimeRegistration,
  type TimesheetWeek,
} from './time-registrations-api.ts';
import { amountText } from './registration-amount.ts';
import { RegistrationDialog } from './registration-dialog.tsx';

type Day = TimesheetWeek['days'][number];
type Total = Day['totals'][number];

const totalOf = (totals: readonly Total[], type: TimeRegistrationType) => totals.find((x) => x.type === type);

/**
 * One employee's ISO week: rows are days (holidays marked), columns the types registered that week (regular time
 * always), totals per day and week, the norm and the hours beyond it; below, the week's registrations to correct or
 * delete, and the administrator's approve/reopen.
 */
export function TimesheetPanel({
  employeeId,
  isAdmin,
  mayRegister,
  date,
  onDate,
}: {
  /** null: the viewer's own week. */
  employeeId: string | null;
  isAdmin: boolean;
  /** Register, correct and delete (useMayRegisterTime); without it the week is read only. */
  mayRegister: boolean;
  date: string;
  onDate: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const week = useQuery(timesheetWeekOptions(employeeId, isoWeekStart(date)));
  const [editing, setEditing] = useState<TimeRegistration | 'new' | null>(null);
  const [newDate, setNewDate] = useState(date);
  const [deleting, setDeleting] = useState<TimeRegistration | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: timeRegistrationsKey });
  const approval = useMutation({
    mutationFn: (approve: boolean) =>
      (approve ? approveTimeWeek : reopenTimeWeek)(week.data!.employeeId, week.data!.weekStart),
    onSuccess: async (result) => {
      await refresh();
      toast.success(t(result.approved ? 'timeRegistrations.weekApprovedToast' : 'timeRegistrations.weekReopenedToast'));
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTimeRegistration(id),
    onSuccess: async () => {
      setDeleting(null);
      await refresh();
      toast.success(t('timeRegistrations.deleted'));
    },
  });
  const monday = isoWeekStart(date);
  const move = (days: number) => onDate(dateString(parseDate(monday) + days));

  const w = week.data;
  const columns = w
    ? timeRegistrationTypes.filter((type) => type === 'regular' || w.totals.some((x) => x.type === type))
    : [];
  const registrations = w ? w.days.flatMap((d) => d.registrations) : [];
  const dayName = (day: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'da-DK', {
      weekday: 'long',
      timeZone: 'Europe/Copenhagen',
    }).format(zonedMidnight(day));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => move(-7)} aria-label={t('timeRegistrations.previousWeek')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <h2 className="min-w-36 text-center text-[15px] font-semibold" aria-live="polite">
          {w ? t('timeRegistrations.week', { week: w.isoWeek, year: w.isoYear }) : '…'}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => move(7)} aria-label={t('timeRegistrations.nextWeek')}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDate(zonedDate(new Date()))}>
          {t('timeRegistrations.thisWeek')}
        </Button>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {w && (
            <Badge tone={w.approved ? 'success' : 'neutral'}>
              {t(w.approved ? 'timeRegistrations.approved' : 'timeRegistrations.notApproved')}
            </Badge>
          )}
          {w && !w.approved && mayRegister && (
            <Button
              onClick={() => {
                setNewDate(
                  monday <= zonedDate(new Date()) && zonedDate(new Date()) <= dateString(parseDate(monday) + 6)
                    ? zonedDate(new Date())
                    : monday,
                );
                setEditing('new');
              }}
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('timeRegistrations.register')}
            </Button>
          )}
          {w && isAdmin && (
            <Button variant="secondary" loading={approval.isPending} onClick={() => approval.mutate(!w.approved)}>
              {w.approved ? (
                <Unlock className="size-4" aria-hidden="true" />
              ) : (
                <CalendarCheck className="size-4" aria-hidden="true" />
              )}
              {t(w.approved ? 'timeRegistrations.reopen' : 'timeRegistrations.approve')}
            </Button>
          )}
        </div>
      </div>
      {w?.approved && (
        <p className="flex items-center gap-2 text-[13px] text-muted">
          <Lock className="size-4" aria-hidden="true" />
          {t('timeRegistrations.approvedNotice')}
        </p>
      )}
      <Card className="overflow-x-auto">
        {week.isPending ? (
          <div className="space-y-2 p-4" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : week.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(week.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void week.refetch()}
          />
        ) : (
          <table className="w-full text-[13px]">
            <caption className="sr-only">{t('timeRegistrations.week', { week: w!.isoWeek, year: w!.isoYear })}</caption>
            <thead className="bg-surface-muted text-left text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('timeRegistrations.day')}
                </th>
                {columns.map((type) => (
                  <th key={type} scope="col" className="px-3 py-2 text-right font-medium">
                    {t(`timeRegistrations.types.${type}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('timeRegistrations.total')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {w!.days.map((day) => (
                <tr
                  key={day.date}
                  data-testid={`day-${day.date}`}
                  className={day.holiday ? 'bg-warning-soft/40' : undefined}
                >
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="capitalize">{dayName(day.date)}</span>{' '}
                    <span className="text-muted">{formatDate(zonedMidnight(day.date))}</span>
                    {day.holiday && (
                      <Badge tone="warning" className="ml-2">
                        {i18n.language === 'en' ? day.holiday.nameEn : day.holiday.nameDa}
                      </Badge>
                    )}
                  </th>
                  {columns.map((type) => {
                    const total = totalOf(day.totals, type);
                    return (
                      <td key={type} className="px-3 py-2 text-right tabular-nums">
                        {total ? amountText(type, total) : ''}
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 text-right font-medium tabular-nums">{formatDuration(day.minutes)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-border font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  {t('timeRegistrations.weekTotal')}
                </th>
                {columns.map((type) => {
                  const total = totalOf(w!.totals, type);
                  return (
                    <td key={type} className="px-3 py-2 text-right tabular-nums" data-testid={`week-total-${type}`}>
                      {total ? amountText(type, total) : ''}
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right tabular-nums" data-testid="week-total">
                  {formatDuration(w!.minutes)}
                </td>
              </tr>
            </tfoot>
          </table>
        )}
      </Card>
      {w && (
        <dl className="grid grid-cols-2 gap-3 text-[13px] sm:grid-cols-4">
          {[
            ['timeRegistrations.hoursTotal', formatDuration(w.minutes)],
            ['timeRegistrations.norm', formatDuration(w.normMinutes)],
            ['timeRegistrations.overtime', formatDuration(w.overtimeMinutes)],
            ['timeRegistrations.wage', formatMoney(w.wageOre)],
          ].map(([key, value]) => (
            <div key={key} className="rounded-lg border border-border bg-surface p-3">
              <dt className="text-muted">{t(key!)}</dt>
              <dd className="mt-0.5 text-[15px] font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {w && (
        <Card>
          <h3 className="border-b border-border px-4 py-2.5 text-[13px] font-semibold">
            {t('timeRegistrations.registrations')}
          </h3>
          {registrations.length === 0 ? (
            <p className="px-4 py-3 text-[13px] text-muted">{t('timeRegistrations.noRegistrations')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {registrations.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-3 px-4 py-2 text-[13px]">
                  <span className="w-28 text-muted">{formatDate(zonedMidnight(r.workDate))}</span>
                  <span className="w-32 font-medium">{t(`timeRegistrations.types.${r.type}`)}</span>
                  <span className="w-28 tabular-nums">
                    {r.startsAt && r.endsAt ? `${formatTime(r.startsAt)}–${formatTime(r.endsAt)}` : ''}
                  </span>
                  <span className="w-24 text-right tabular-nums">{amountText(r.type, r)}</span>
                  <span className="min-w-0 flex-1 truncate text-muted">
                    {[r.fromAddress && r.toAddress ? `${r.fromAddress} → ${r.toAddress}` : null, r.note]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {mayRegister && (
                    <>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${t('timeRegistrations.edit')} ${t(`timeRegistrations.types.${r.type}`)} ${formatDate(zonedMidnight(r.workDate))}`}
                        onClick={() => setEditing(r)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`${t('timeRegistrations.delete')} ${t(`timeRegistrations.types.${r.type}`)} ${formatDate(zonedMidnight(r.workDate))}`}
                        onClick={() => {
                          remove.reset();
                          setDeleting(r);
                        }}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <RegistrationDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        registration={editing === 'new' ? null : editing}
        date={newDate}
        employeeId={isAdmin ? (w?.employeeId ?? employeeId) : null}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('timeRegistrations.deleteTitle')}
        body={t('timeRegistrations.deleteBody')}
        confirmLabel={t('timeRegistrations.delete')}
        cancelLabel={t('timeRegistrations.cancel')}
        closeLabel={t('timeRegistrations.close')}
        pending={remove.isPending}
        error={remove.error ? errorText(t, remove.error) : undefined}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
