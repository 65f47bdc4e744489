import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Play, Square } from 'lucide-react';
import { formatAddress } from '../../lib/format/address.ts';
import { formatDateText, parseDateText } from '../../lib/format/date-text.ts';
import { formatDuration, formatTime } from '../../lib/format/date-time.ts';
import { PanelButton } from './panel-ui.tsx';
import {
  handRegistration,
  kmRegistration,
  panelHourTypes,
  readLastAddress,
  readTimer,
  timerRegistration,
  visitDay,
  writeLastAddress,
  writeTimer,
  type EntryResult,
  type PanelHourType,
  type RegistrationInput,
  type RunningTimer,
} from './time-entry.ts';
import type { ShownVisit } from './visit-card.tsx';
import './time-texts.ts';

interface Props {
  userId: string;
  visit: ShownVisit;
  /** Queues the registration (an action in action-kinds.ts, sent in order with the visit's start and finish). */
  onRegister: (input: RegistrationInput) => void;
}

const inputClass =
  'h-12 w-full rounded-md border border-border-strong bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, errorId })}
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The running timer's elapsed time, refreshed every 15 s (minutes are what is registered). */
function useNow(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

function TimerBlock({ userId, visit, onRegister }: Props) {
  const { t } = useTranslation();
  const [timer, setTimer] = useState<RunningTimer | null>(() => readTimer(userId));
  const [error, setError] = useState<string>();
  const here = timer?.visitId === visit.id;
  const now = useNow(here);
  const start = () => {
    const next = { visitId: visit.id, startedAt: new Date().toISOString() };
    writeTimer(userId, next);
    setTimer(next);
  };
  const stop = () => {
    if (!timer) return;
    const result = timerRegistration(visit.id, new Date(timer.startedAt), new Date());
    if (!result.ok) {
      setError(t(result.reason));
      return;
    }
    onRegister(result.input);
    writeTimer(userId, null);
    setTimer(null);
  };
  if (timer && !here) {
    return <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technicianTime.timerElsewhere')}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      {here && timer && (
        <p role="status" className="text-sm font-medium tabular-nums">
          {t('technicianTime.timerRunning', {
            since: formatTime(timer.startedAt),
            elapsed: formatDuration(Math.max(0, Math.floor((now.getTime() - Date.parse(timer.startedAt)) / 60_000))),
          })}
        </p>
      )}
      {here ? (
        <PanelButton onClick={stop}>
          <Square className="size-4" aria-hidden="true" />
          {t('technicianTime.timerStop')}
        </PanelButton>
      ) : (
        <PanelButton variant="secondary" onClick={start}>
          <Play className="size-4" aria-hidden="true" />
          {t('technicianTime.timerStart')}
        </PanelButton>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

type Errors = Record<string, string | undefined>;

/** Reads the typed day; the form keeps it as text so the technician may type it their way. */
function readDay(text: string): string | null {
  const reading = parseDateText(text);
  return reading.kind === 'date' ? reading.iso : null;
}

function HandForm({ visit, onRegister, onDone }: Omit<Props, 'userId'> & { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<PanelHourType>('regular');
  const [day, setDay] = useState(() => formatDateText(visitDay(visit.start)));
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const typeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = readDay(day);
    if (!date) {
      setErrors({ date: t('technicianTime.reason.dateInvalid') });
      return;
    }
    const result: EntryResult = handRegistration({ visitId: visit.id, type, date, start, end });
    if (!result.ok) {
      setErrors({ [result.field]: t(result.reason) });
      return;
    }
    onRegister(result.input);
    onDone(t('technicianTime.saved'));
  };
  const timeInput = (value: string, set: (v: string) => void, name: string) => (
    <Field label={t(`technicianTime.${name}`)} error={errors[name]}>
      {({ id, errorId }) => (
        <input
          id={id}
          className={inputClass}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('technicianTime.timePlaceholder')}
          value={value}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('technicianTime.byHand')}>
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className="text-sm font-medium">
          {t('technicianTime.type')}
        </label>
        <select
          id={typeId}
          className={inputClass}
          value={type}
          onChange={(e) => setType(e.target.value as PanelHourType)}
        >
          {panelHourTypes.map((value) => (
            <option key={value} value={value}>
              {t(`technicianTime.types.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('technicianTime.date')} error={errors.date}>
        {({ id, errorId }) => (
          <input
            id={id}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            value={day}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? errorId : undefined}
            onChange={(e) => setDay(e.target.value)}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        {timeInput(start, setStart, 'start')}
        {timeInput(end, setEnd, 'end')}
      </div>
      <PanelButton type="submit">{t('technicianTime.saveHours')}</PanelButton>
    </form>
  );
}

function KmForm({ userId, visit, onRegister, onDone }: Props & { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [km, setKm] = useState('');
  const [from, setFrom] = useState(() => readLastAddress(userId));
  const [to, setTo] = useState(() => formatAddress(visit.address));
  const [errors, setErrors] = useState<Errors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = kmRegistration({
      visitId: visit.id,
      date: visitDay(visit.start),
      km,
      fromAddress: from,
      toAddress: to,
    });
    if (!result.ok) {
      setErrors({ [result.field]: t(result.reason) });
      return;
    }
    onRegister(result.input);
    // The next drive starts where this one ended.
    writeLastAddress(userId, result.input.toAddress!);
    onDone(t('technicianTime.savedKm'));
  };
  const text = (name: 'km' | 'from' | 'to', value: string, set: (v: string) => void, inputMode?: 'decimal') => (
    <Field label={t(`technicianTime.${name}`)} error={errors[name]}>
      {({ id, errorId }) => (
        <input
          id={id}
          className={inputClass}
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('technicianTime.drivingKm')}>
      {text('km', km, setKm, 'decimal')}
      {text('from', from, setFrom)}
      {text('to', to, setTo)}
      <PanelButton type="submit">{t('technicianTime.saveKm')}</PanelButton>
    </form>
  );
}

/**
 * "Registrér tid" on a visit (issue 14, decisions/0016): a start/stop timer, hours by hand and driving km. Loaded
 * only when a visit opens (React.lazy), so the list's first screen stays in its budget. Every registration is a
 * queued action: it waits offline and goes with the visit's start and finish, in order, each with its key.
 */
export default function TimeRegistration(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'hand' | 'km' | null>(null);
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    setOpen(null);
  };
  const toggle = (which: 'hand' | 'km') => {
    setMessage('');
    setOpen(open === which ? null : which);
  };
  return (
    <div className="flex flex-col gap-3">
      <TimerBlock {...props} onRegister={(input) => (props.onRegister(input), setMessage(t('technicianTime.saved')))} />
      <PanelButton variant="secondary" aria-expanded={open === 'hand'} onClick={() => toggle('hand')}>
        {t('technicianTime.byHand')}
      </PanelButton>
      {open === 'hand' && <HandForm visit={props.visit} onRegister={props.onRegister} onDone={done} />}
      <PanelButton variant="secondary" aria-expanded={open === 'km'} onClick={() => toggle('km')}>
        {t('technicianTime.drivingKm')}
      </PanelButton>
      {open === 'km' && <KmForm {...props} onDone={done} />}
      <p role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {message}
      </p>
    </div>
  );
}
