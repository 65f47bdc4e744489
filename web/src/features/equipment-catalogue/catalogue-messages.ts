import type { TFunction } from 'i18next';
import { reasonMessage } from '../../lib/reasons.ts';
import type { EquipmentLabels } from '../../shared/equipment-labels.ts';

/**
 * The catalogue's refusals in the company's own words: a message that names a category, model or supplier uses its
 * renamed labels (`labels`), lower-cased inside a sentence. Any other reason is the shared translation.
 */
export function catalogueReason(t: TFunction, labels: EquipmentLabels, reason: string | undefined): string {
  const words = {
    category: labels.category.toLowerCase(),
    model: labels.model.toLowerCase(),
    supplier: labels.supplier.toLowerCase(),
  };
  switch (reason) {
    case 'equipmentCategory.nameTaken':
      return t('equipment.messages.categoryNameTaken', words);
    case 'equipmentCategory.required':
      return t('equipment.messages.chooseCategory', words);
    case 'equipmentCategory.inUse':
      return t('equipment.messages.categoryInUse', words);
    case 'equipmentProduct.modelTaken':
      return t('equipment.messages.modelTaken', words);
    default:
      return reasonMessage(t, reason);
  }
}
