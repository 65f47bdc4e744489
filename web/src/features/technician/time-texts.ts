import i18n from 'i18next';
import daTechnicianTime from '../../locales/da/technicianTime.json';
import enTechnicianTime from '../../locales/en/technicianTime.json';

/*
 * The time registration's texts come with its chunk, not with the first screen (its 120 KB budget, decisions/0016):
 * the panel's i18n (panel-i18n.ts) bundles the rest. Added once, when the chunk loads; the chunk is cached for offline
 * use like the rest of the panel.
 */
i18n.addResourceBundle('da', 'translation', { technicianTime: daTechnicianTime }, true, true);
i18n.addResourceBundle('en', 'translation', { technicianTime: enTechnicianTime }, true, true);
