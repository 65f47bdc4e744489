import { unitOfType, type TimeRegistrationType } from '@servio/domain/time-registration';
import { formatDuration, formatKilometres, formatMoney } from '../../lib/format/index.ts';

/** What a registration or a total measures, for reading: hours:minutes, km or kroner. */
export function amountText(
  type: TimeRegistrationType,
  value: { minutes: number | null; km: number | null; amountOre: number | null },
): string {
  const unit = unitOfType(type);
  if (unit === 'hours') return formatDuration(value.minutes ?? 0);
  if (unit === 'km') return formatKilometres(value.km ?? 0);
  return formatMoney(value.amountOre ?? 0);
}
