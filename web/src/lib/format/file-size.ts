import { interfaceLanguage, numberFormat, type FormatLanguage } from './language.ts';

const units = [
  { unit: 'megabyte', size: 1024 * 1024 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/** A file's size for reading: 2,4 MB / 2.4 MB, 312 kB, 900 byte (the language's words and marks). */
export function formatFileSize(bytes: number, language: FormatLanguage = interfaceLanguage()): string {
  const match = units.find((u) => bytes >= u.size);
  const value = match ? bytes / match.size : bytes;
  const unit = match?.unit ?? 'byte';
  const digits = value < 10 && match ? 1 : 0;
  return numberFormat(`fileSize-${unit}-${digits}`, language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}
