import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { useDebounced } from '../../lib/use-debounced.ts';
import { errorText } from '../../lib/reasons.ts';
import { cn } from '../../lib/cn.ts';
import { rentalOverlapOptions, type RentalOverlapState } from './rentals-api.ts';

const tones: Record<RentalOverlapState, string> = {
  available: 'text-success',
  conflict: 'text-danger',
  almostConflictBefore: 'text-warning',
  almostConflictAfter: 'text-warning',
};

/** The status line's text for a state (the same words the confirm dialog uses). */
export const overlapKey = (state: RentalOverlapState) => `rentals.overlap.${state}` as const;

/**
 * The live status of the period under the form's dates: "Ledig", "Konflikt: Dette udstyr er udlejet i denne periode"
 * or "Tæt på en anden udlejning før/efter", asked of the server (its index) as the user types, announced politely.
 */
export function RentalOverlapStatus({
  materialId,
  period,
  exceptRentalId,
}: {
  materialId: string;
  period: { start: Date; end: Date } | null;
  exceptRentalId: string | null;
}) {
  const { t } = useTranslation();
  const check =
    materialId && period && period.start < period.end
      ? { materialId, startsAt: period.start.toISOString(), endsAt: period.end.toISOString(), exceptRentalId }
      : null;
  const settled = useDebounced(check, 250);
  const status = useQuery({
    ...rentalOverlapOptions(settled ?? { materialId: '', startsAt: '', endsAt: '', exceptRentalId: null }),
    enabled: settled !== null,
  });
  const state = check && status.data && !status.isPlaceholderData ? status.data.state : null;
  const Icon = state === 'available' ? CheckCircle2 : state === 'conflict' ? AlertTriangle : Clock;
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-[13px]" data-testid="rental-overlap-status">
      {!check ? null : status.isError ? (
        <span className="text-danger">{errorText(t, status.error)}</span>
      ) : state ? (
        <span className={cn('inline-flex items-center gap-1.5 font-medium', tones[state])}>
          <Icon className="size-4" aria-hidden="true" />
          {t(overlapKey(state), { hours: status.data!.bufferHours })}
        </span>
      ) : (
        <span className="text-muted">{t('rentals.overlap.checking')}</span>
      )}
    </p>
  );
}
