/** @jsxImportSource preact */
// The booking page's top line: the company's name and the language buttons (the booking steps and the claim view).
import { languages, type Language, type T } from './i18n.ts';

export function PageHeader({
  companyName,
  language,
  onLanguage,
  t,
}: {
  companyName: string | undefined;
  language: Language;
  onLanguage: (language: Language) => void;
  t: T;
}) {
  return (
    <header class="top">
      <span class="company">{companyName ?? '\u00a0'}</span>
      <div class="langs" role="group" aria-label={t('language')}>
        {languages.map((l) => (
          <button
            key={l}
            type="button"
            class="lang"
            lang={l}
            aria-pressed={l === language}
            onClick={() => onLanguage(l)}
          >
            {t(`languages.${l}`)}
          </button>
        ))}
      </div>
    </header>
  );
}
