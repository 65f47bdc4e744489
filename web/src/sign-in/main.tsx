/** @jsxImportSource preact */
// The sign-in page's entry (sign-in.html, decisions/0042): Preact, the form and its texts, nothing of the back office,
// which loads as its own document once someone has signed in.
import { render } from 'preact';
import { safeRedirectPath } from '@servio/domain/safe-redirect';
import { applyLanguageToDocument, initialLanguage } from '../lib/language.ts';
import { initTheme } from '../lib/theme.ts';
import { OfflineNotice } from './offline-notice.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { translator } from './texts.ts';
import '../styles.css';

initTheme();
const language = initialLanguage();
applyLanguageToDocument(language);
const t = translator(language);
document.title = `${t('auth.signIn')} · ${t('common.appName')}`;

const redirectTo = safeRedirectPath(new URLSearchParams(window.location.search).get('redirect'));
render(
  <>
    <SignInPage t={t} redirectTo={redirectTo} />
    <OfflineNotice t={t} />
  </>,
  document.getElementById('root')!,
);
