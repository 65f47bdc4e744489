/** @jsxImportSource preact */
// The public booking page (/book, docs/decisions/0034): postcode → service → day and time (held) → details →
// terms → confirmation, with the waitlist and "ring mig op" where no time fits. Preact, not the back office's React.
// This file is the page's state machine and frame; each step is its own file.
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, type Service, type Site, type Slot } from './api.ts';
import { errorText } from './book-errors.ts';
import {
  emptyDetails,
  numbered,
  signedInDetails,
  type Booked,
  type Details,
  type Hold,
  type Step,
} from './book-state.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { ContactRequest } from './contact-request.tsx';
import { DetailsStep } from './details-step.tsx';
import { ErrorBox } from './fields.tsx';
import { formatSpan } from './format.ts';
import { HoldCountdown } from './hold-countdown.tsx';
import { initialLanguage, translator, type Language } from './i18n.ts';
import { PageHeader } from './page-header.tsx';
import { PostcodeStep } from './postcode-step.tsx';
import { ServiceStep } from './service-step.tsx';
import { SignedInNote } from './signed-in-note.tsx';
import { TimeStep } from './time-step.tsx';

/** How many steps the page has shown: the first keeps the focus where the browser put it. */
let stepsShown = 0;

export function App() {
  const [language, setLanguage] = useState<Language>(() => initialLanguage(location.search));
  const t = translator(language);
  const [site, setSite] = useState<Site | null>(null);
  const [siteError, setSiteError] = useState<unknown>(null);
  const [step, setStep] = useState<Step>('postcode');
  const [zipcode, setZipcode] = useState('');
  const [service, setService] = useState<Service | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [hold, setHold] = useState<Hold | null>(null);
  const [details, setDetails] = useState<Details>(emptyDetails);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [timeError, setTimeError] = useState('');
  const [done, setDone] = useState<Booked | null>(null);

  const loadSite = () => {
    setSiteError(null);
    api.site().then((loaded) => {
      setSite(loaded);
      // A signed-in customer starts with the customer record's details and postcode, all still editable.
      if (loaded.signedIn) {
        setDetails(signedInDetails(loaded.signedIn));
        const own = loaded.signedIn.zipcode ?? '';
        if (/^\d{4}$/.test(own)) setZipcode(own);
      }
    }, setSiteError);
  };
  useEffect(loadSite, []);

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = site ? `${t('title')} · ${site.company.name}` : t('title');
  }, [language, site, t]);

  // Each step's heading takes the focus, so keyboard and screen-reader users start at the new step.
  useEffect(() => {
    if (stepsShown++ === 0) return;
    document.querySelector<HTMLElement>('main h2')?.focus();
    window.scrollTo(0, 0);
  }, [step]);

  const go = (next: Step) => {
    setErrors({});
    setStep(next);
  };

  // The held time ran out: say so on the times, which load again (what was typed stays).
  const holdExpired = () => {
    setHold(null);
    setSlot(null);
    setTimeError(t('hold.expired'));
    go('time');
  };

  const texts = site?.texts[language] ?? {};
  const stepNumber = numbered[step];

  const header = <PageHeader companyName={site?.company.name} language={language} onLanguage={setLanguage} t={t} />;

  if (!site) {
    return (
      <div class="page">
        {header}
        <main>
          {siteError ? (
            <>
              <h1>{t('title')}</h1>
              <ErrorBox>{errorText(t, siteError)}</ErrorBox>
              {siteError instanceof ApiError && siteError.code === 'booking_off' ? null : (
                <button type="button" class="secondary" onClick={loadSite}>
                  {t('retry')}
                </button>
              )}
            </>
          ) : (
            <p class="muted" role="status">
              {t('loading')}
            </p>
          )}
        </main>
      </div>
    );
  }

  const offers = (serviceId?: string) => (
    <div class="offers">
      {site.waitlist ? (
        <button
          type="button"
          class="secondary"
          onClick={() => {
            if (!serviceId) setService(null);
            go('waitlist');
          }}
        >
          {t('waitlist.offer')}
        </button>
      ) : null}
      <button type="button" class="secondary" onClick={() => go('callback')}>
        {t('callback.offer')}
      </button>
    </div>
  );

  let body;
  switch (step) {
    case 'postcode':
      body = (
        <PostcodeStep
          t={t}
          intro={texts.intro}
          zipcode={zipcode}
          setZipcode={setZipcode}
          onInArea={() => go('service')}
          onOutside={() => go('outside')}
        />
      );
      break;
    case 'outside':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('postcode.outside', { zipcode })}</h2>
          {offers()}
          <button type="button" class="link" onClick={() => go('postcode')}>
            {t('postcode.change')}
          </button>
        </section>
      );
      break;
    case 'service':
      body = (
        <ServiceStep
          t={t}
          language={language}
          services={site.services}
          onChoose={(s) => {
            setService(s);
            setSlot(null);
            setHold(null);
            go('time');
          }}
          onBack={() => go('postcode')}
        />
      );
      break;
    case 'time':
      body = (
        <TimeStep
          t={t}
          language={language}
          service={service!}
          zipcode={zipcode}
          error={timeError}
          setError={setTimeError}
          offers={offers(service?.id)}
          onHeld={(s, h) => {
            setSlot(s);
            setHold(h);
            setTimeError('');
            go('details');
          }}
          onBack={() => go('service')}
        />
      );
      break;
    case 'details':
      body = (
        <DetailsStep
          t={t}
          details={details}
          setDetails={setDetails}
          prefilled={site.signedIn !== undefined}
          errors={errors}
          setErrors={setErrors}
          onNext={() => go('confirm')}
          onBack={() => go('time')}
        />
      );
      break;
    case 'confirm':
      body = (
        <ConfirmStep
          t={t}
          language={language}
          site={site}
          service={service!}
          slot={slot!}
          hold={hold!}
          zipcode={zipcode}
          details={details}
          onDone={(result) => {
            setDone(result);
            setHold(null);
            go('done');
          }}
          onFieldErrors={(fields) => {
            setErrors(fields);
            setStep('details');
          }}
          onTaken={() => {
            setHold(null);
            setSlot(null);
            setTimeError(t('errors.slot_taken'));
            go('time');
          }}
          onEdit={() => go('details')}
        />
      );
      break;
    case 'done':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('done.heading')}</h2>
          {texts.confirmation ? <p class="intro">{texts.confirmation}</p> : null}
          <dl class="summary">
            <dt>{t('done.reference')}</dt>
            <dd class="reference">{done!.reference}</dd>
            <dt>{t('done.service')}</dt>
            <dd>{done!.serviceName}</dd>
            <dt>{t('done.time')}</dt>
            <dd>{formatSpan(done!.start, done!.end, language)}</dd>
          </dl>
          <p>{t('done.mail', { email: details.email })}</p>
        </section>
      );
      break;
    case 'waitlist':
    case 'callback':
      body = (
        <ContactRequest
          kind={step}
          t={t}
          language={language}
          intro={step === 'waitlist' ? texts.waitlist : undefined}
          zipcode={zipcode}
          serviceId={service?.id}
          details={details}
          setDetails={setDetails}
          onDone={(reference) => {
            setDone({ reference, start: '', end: '', serviceName: '' });
            go(step === 'waitlist' ? 'waitlistDone' : 'callbackDone');
          }}
          onBack={() => go(service ? 'time' : 'outside')}
        />
      );
      break;
    case 'waitlistDone':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('waitlist.doneHeading')}</h2>
          <p>{t('waitlist.done', { email: details.email })}</p>
        </section>
      );
      break;
    case 'callbackDone':
      body = (
        <section>
          <h2 tabIndex={-1}>{t('callback.doneHeading')}</h2>
          <p>{t('callback.done', { reference: done?.reference ?? '' })}</p>
        </section>
      );
      break;
  }

  return (
    <div class="page">
      {header}
      <main>
        <h1>{t('title')}</h1>
        <p class="muted small step-count">{stepNumber ? t('stepOf', { step: stepNumber, total: 5 }) : '\u00a0'}</p>
        {site.signedIn ? <SignedInNote t={t} name={site.signedIn.name} /> : null}
        {hold && (step === 'details' || step === 'confirm') ? (
          <HoldCountdown t={t} expiresAt={hold.expiresAt} onExpired={holdExpired} />
        ) : null}
        {body}
      </main>
    </div>
  );
}
