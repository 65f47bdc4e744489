/** @jsxImportSource preact */
// The waitlist's claim link (/book/claim?token=…, docs/decisions/0034 "Waitlist"): the offered service and time, one
// button to book it, then the booking's reference, or "taken" when someone was first. Its own small page: the claim
// needs none of the booking steps.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Claim, type Site } from './api.ts';
import { errorText } from './book-errors.ts';
import type { Booked } from './book-state.ts';
import { ErrorBox } from './fields.tsx';
import { formatSpan } from './format.ts';
import { initialLanguage, translator, type Language } from './i18n.ts';
import { PageHeader } from './page-header.tsx';

/** What the page shows: loading, the offer, the booking made, the time gone, or a link that leads nowhere. */
type View = 'loading' | 'offered' | 'booked' | 'claimed' | 'gone' | 'unknown' | 'failed';

export function ClaimPage() {
  const params = new URLSearchParams(location.search);
  const token = params.get('token') ?? '';
  const [language, setLanguage] = useState<Language>(() => initialLanguage(location.search));
  const t = translator(language);
  const [site, setSite] = useState<Site | null>(null);
  const [claim, setClaim] = useState<Claim | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [view, setView] = useState<View>('loading');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const refused = (e: unknown) => {
    if (e instanceof ApiError && e.code === 'offer_gone') return setView('gone');
    if (e instanceof ApiError && e.code === 'unknown_offer') return setView('unknown');
    setError(e);
    return undefined;
  };

  const load = () => {
    setError(null);
    api.site().then(setSite, () => undefined);
    api.claim(token).then(
      (c) => {
        setClaim(c);
        setView(c.state);
      },
      (e) => {
        setView('failed');
        refused(e);
      },
    );
  };
  useEffect(load, [token]);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = site ? `${t('claim.title')} · ${site.company.name}` : t('claim.title');
  }, [language, site, t]);

  // The new view's heading takes the focus, as each step's does on the booking page.
  useEffect(() => {
    if (view !== 'loading' && view !== 'offered') document.querySelector<HTMLElement>('main h2')?.focus();
  }, [view]);

  const book = async () => {
    setBusy(true);
    setError(null);
    try {
      setBooked(await api.claimOffer(token));
      setView('booked');
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  const when = (start: string, end: string) => formatSpan(start, end, language);
  const company = new URLSearchParams({ ...(params.get('company') ? { company: params.get('company')! } : {}) });
  const bookingPage = `/book${company.toString() ? `?${company.toString()}` : ''}`;

  let body;
  switch (view) {
    case 'loading':
      body = (
        <p class="muted" role="status">
          {t('loading')}
        </p>
      );
      break;
    case 'offered':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('claim.heading')}</h2>
          <p class="intro">{t('claim.intro')}</p>
          <dl class="summary">
            <dt>{t('claim.service')}</dt>
            <dd>{claim!.serviceName}</dd>
            <dt>{t('claim.time')}</dt>
            <dd>{when(claim!.start, claim!.end)}</dd>
          </dl>
          <ErrorBox>{error ? errorText(t, error) : null}</ErrorBox>
          <button type="button" class="primary" disabled={busy} aria-busy={busy} onClick={book}>
            {busy ? t('claim.submitting') : t('claim.submit')}
          </button>
        </section>
      );
      break;
    case 'booked':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('claim.doneHeading')}</h2>
          <dl class="summary">
            <dt>{t('done.reference')}</dt>
            <dd class="reference">{booked!.reference}</dd>
            <dt>{t('claim.service')}</dt>
            <dd>{booked!.serviceName}</dd>
            <dt>{t('claim.time')}</dt>
            <dd>{when(booked!.start, booked!.end)}</dd>
          </dl>
          <p>{t('claim.done')}</p>
        </section>
      );
      break;
    case 'claimed':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('claim.claimedHeading')}</h2>
          <p>{t('claim.claimed')}</p>
        </section>
      );
      break;
    case 'gone':
    case 'unknown':
      body = (
        <section>
          <h2 tabIndex={-1}>{t(view === 'gone' ? 'claim.goneHeading' : 'claim.unknownHeading')}</h2>
          <p>{t(view === 'gone' ? 'claim.gone' : 'claim.unknown')}</p>
          <a href={bookingPage}>{t('claim.otherTimes')}</a>
        </section>
      );
      break;
    case 'failed':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('claim.title')}</h2>
          <ErrorBox>{errorText(t, error)}</ErrorBox>
          <button type="button" class="secondary" onClick={load}>
            {t('retry')}
          </button>
        </section>
      );
      break;
  }

  return (
    <div class="page">
      <PageHeader companyName={site?.company.name} language={language} onLanguage={setLanguage} t={t} />
      <main>
        <h1>{t('title')}</h1>
        {body}
      </main>
    </div>
  );
}
