/** @jsxImportSource preact */
// Step 3 of the booking page: a week of free times for the chosen service; choosing one holds it.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Service, type Slot } from './api.ts';
import { errorText } from './book-errors.ts';
import type { Hold } from './book-state.ts';
import { BackLink, ErrorBox } from './fields.tsx';
import { addDays, dayOf, formatDay, formatTime } from './format.ts';
import type { Language, T } from './i18n.ts';

export function TimeStep(props: {
  t: T;
  language: Language;
  service: Service;
  zipcode: string;
  error: string;
  setError: (e: string) => void;
  offers: ComponentChildren;
  onHeld: (slot: Slot, hold: Hold) => void;
  onBack: () => void;
}) {
  const { t, language } = props;
  const today = dayOf(new Date());
  const [from, setFrom] = useState(today);
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [day, setDay] = useState<string | null>(null);
  const [holding, setHolding] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    setSlots(null);
    setLoadError(null);
    api.slots(props.service.id, props.zipcode, from, 7).then(
      (answer) => {
        if (!live) return;
        setSlots(answer.slots);
        setDay((current) => {
          const days = new Set(answer.slots.map((s) => dayOf(s.start)));
          if (current && days.has(current)) return current;
          return answer.slots[0] ? dayOf(answer.slots[0].start) : null;
        });
      },
      (e) => live && setLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [props.service.id, props.zipcode, from, reload]);

  const choose = async (slot: Slot) => {
    setHolding(slot.start);
    props.setError('');
    try {
      const hold = await api.hold({ serviceId: props.service.id, zipcode: props.zipcode, start: slot.start });
      props.onHeld(slot, { token: hold.holdToken, expiresAt: hold.expiresAt });
    } catch (e) {
      props.setError(errorText(t, e));
      if (e instanceof ApiError && e.code === 'slot_taken') setReload((n) => n + 1);
    } finally {
      setHolding(null);
    }
  };

  const week = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots ?? []) {
    const key = dayOf(slot.start);
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  const daySlots = day ? (byDay.get(day) ?? []) : [];

  return (
    <section>
      <h2 tabIndex={-1}>{t('time.heading')}</h2>
      <p class="muted">
        {props.service.name} · {t('service.minutes', { minutes: props.service.minutes })}
      </p>
      <div class="week-nav">
        <button type="button" class="secondary" disabled={from <= today} onClick={() => setFrom(addDays(from, -7))}>
          ‹ {t('time.previousWeek')}
        </button>
        <button type="button" class="secondary" onClick={() => setFrom(addDays(from, 7))}>
          {t('time.nextWeek')} ›
        </button>
      </div>
      <ErrorBox>{props.error || (loadError ? errorText(t, loadError) : null)}</ErrorBox>
      <div class="days" role="group" aria-label={t('time.days')}>
        {week.map((d) => (
          <button
            key={d}
            type="button"
            class="day"
            aria-pressed={d === day}
            disabled={!byDay.has(d)}
            onClick={() => setDay(d)}
          >
            {formatDay(d, language)}
          </button>
        ))}
      </div>
      <div class="times-area" aria-busy={slots === null}>
        {slots === null && !loadError ? (
          <p class="muted" role="status">
            {t('loading')}
          </p>
        ) : slots && slots.length === 0 ? (
          <p>{t('time.noneWeek')}</p>
        ) : day ? (
          <div role="group" aria-label={t('time.times', { day: formatDay(day, language, true) })}>
            <h3 class="small">{t('time.times', { day: formatDay(day, language, true) })}</h3>
            <div class="times">
              {daySlots.map((s) => (
                <button
                  key={s.start}
                  type="button"
                  class="time"
                  disabled={holding !== null}
                  aria-busy={holding === s.start}
                  onClick={() => choose(s)}
                >
                  {formatTime(s.start, language)}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        {holding ? (
          <p class="muted" role="status">
            {t('time.holding')}
          </p>
        ) : null}
      </div>
      <p class="muted small">{t('noTimes')}</p>
      {props.offers}
      <BackLink t={t} onClick={props.onBack} />
    </section>
  );
}
