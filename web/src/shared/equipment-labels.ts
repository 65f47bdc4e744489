import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '../lib/auth.ts';

/**
 * The equipment words as this company says them (issue #18): its renamed labels (renamedCategory, renamedModel,
 * renamedSupplier, renamedColumn1–3) replace "Kategori", "Model", "Leverandør" and the free columns' titles
 * everywhere they appear; a label left empty is the product's word in the user's language. One place, so the
 * catalogue, the materials and the rentals cannot disagree.
 */
export interface EquipmentLabels {
  category: string;
  model: string;
  supplier: string;
  column1: string;
  column2: string;
  column3: string;
}

type RenamedLabels = Pick<
  CompanySettings,
  'renamedCategory' | 'renamedModel' | 'renamedSupplier' | 'renamedColumn1' | 'renamedColumn2' | 'renamedColumn3'
>;

const own = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function equipmentLabels(
  company: RenamedLabels | null | undefined,
  t: (key: string) => string,
): EquipmentLabels {
  return {
    category: own(company?.renamedCategory) ?? t('equipment.labels.category'),
    model: own(company?.renamedModel) ?? t('equipment.labels.model'),
    supplier: own(company?.renamedSupplier) ?? t('equipment.labels.supplier'),
    column1: own(company?.renamedColumn1) ?? t('equipment.labels.column1'),
    column2: own(company?.renamedColumn2) ?? t('equipment.labels.column2'),
    column3: own(company?.renamedColumn3) ?? t('equipment.labels.column3'),
  };
}

/** The labels for the signed-in company (pass `session.company`). */
export function useEquipmentLabels(company: RenamedLabels | null | undefined): EquipmentLabels {
  const { t } = useTranslation();
  return equipmentLabels(company, t);
}
