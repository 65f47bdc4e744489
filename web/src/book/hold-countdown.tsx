/** @jsxImportSource preact */
// The time left on the visitor's held time, read out once a minute. At zero it says so and calls onExpired once (the
// page then shows the times again, docs/decisions/0034-bookings.md "Booking page").
import { useEffect, useRef, useState } from 'preact/hooks';
import type { T } from './i18n.ts';

export function HoldCountdown(props: { t: T; expiresAt: string; onExpired: () => void }) {
  const left = () => Math.max(0, Math.round((Date.parse(props.expiresAt) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // The latest callback, so a parent's new function on each render does not restart the timer.
  const onExpiredRef = useRef(props.onExpired);
  useEffect(() => {
    onExpiredRef.current = props.onExpired;
  });
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only props.expiresAt
  }, [props.expiresAt]);
  useEffect(() => {
    if (seconds === 0) onExpiredRef.current();
  }, [seconds]);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const minutes = Math.ceil(seconds / 60);
  return (
    <div class="hold" role="timer">
      <span aria-hidden="true">
        {seconds > 0 ? props.t('hold.countdown', { time: clock }) : props.t('hold.expired')}
      </span>
      {/* Read out once a minute, not every second. */}
      <span class="sr-only" aria-live="polite">
        {seconds > 0 ? props.t('hold.announce', { minutes }) : props.t('hold.expired')}
      </span>
    </div>
  );
}
