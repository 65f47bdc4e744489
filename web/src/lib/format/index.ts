/*
 * The one place the web app formats what it shows: numbers, money, coordinates, phone numbers, addresses, dates and
 * times, each in the interface language (da-DK or en-GB) unless a language is passed. Screens import from here.
 */
export { interfaceLanguage, localeOf, type FormatLanguage } from './language.ts';
export {
  countValues,
  formatCoordinate,
  formatCoordinateInput,
  formatCoordinates,
  formatCount,
  formatKilometres,
  parseDecimal,
  separators,
} from './number.ts';
export { formatKroner, formatMoney, moneyExample, parseKroner } from './money.ts';
export {
  formatPercent,
  formatPercentInput,
  formatQuantity,
  formatQuantityInput,
  parsePercent,
  parseQuantity,
} from './quantity.ts';
export { exampleValues } from './examples.ts';
export { formatPhone } from './phone.ts';
export { formatAddress } from './address.ts';
export {
  formatDate,
  formatDateTime,
  formatDayHeading,
  formatDuration,
  formatLongDate,
  formatLongDateTime,
  formatOccurrence,
  formatPeriod,
  formatShortDate,
  formatTime,
  formatTimestamp,
} from './date-time.ts';
export {
  formatDateText,
  isIsoDate,
  parseDateText,
  parseTimeText,
  type DateReading,
  type TimeReading,
} from './date-text.ts';
export { formatFileSize } from './file-size.ts';
