import { zonedMidnight } from '@servio/domain/time';
import { formatShortDate } from '../../lib/format/index.ts';

/** A YYYY-MM-DD day as the tables show dates (24.12.2026). */
export const dayText = (day: string) => formatShortDate(zonedMidnight(day));
