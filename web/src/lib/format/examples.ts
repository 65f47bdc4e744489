import { interfaceLanguage, type FormatLanguage } from './language.ts';
import { moneyExample } from './money.ts';
import { formatCoordinate } from './number.ts';

/**
 * The examples that number fields' hints and messages show, written the way the interface language writes numbers:
 * interpolation values for t() ('I kroner, fx {{moneyExample}}'), so no catalog spells a number out.
 */
export function exampleValues(language: FormatLanguage = interfaceLanguage()) {
  return {
    moneyExample: moneyExample(language),
    // A point in Copenhagen.
    latitudeExample: formatCoordinate(55.6761, language),
    longitudeExample: formatCoordinate(12.5683, language),
  };
}
