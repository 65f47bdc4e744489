import i18n from 'i18next';
import daTechnicianMaterials from '../../locales/da/technicianMaterials.json';
import enTechnicianMaterials from '../../locales/en/technicianMaterials.json';

/* The materials' texts come with their chunk, not with the first screen (its 120 KB budget), like time-texts.ts. */
i18n.addResourceBundle('da', 'translation', { technicianMaterials: daTechnicianMaterials }, true, true);
i18n.addResourceBundle('en', 'translation', { technicianMaterials: enTechnicianMaterials }, true, true);
