// Setup of the component tests (vitest project "dom"): the app's i18n in Danish with every catalog loaded, and
// each test's render removed afterwards.
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n, loadAllFeatureTexts } from '../lib/i18n.ts';

beforeAll(async () => {
  await loadAllFeatureTexts();
  await i18n.changeLanguage('da');
});

afterEach(() => cleanup());
