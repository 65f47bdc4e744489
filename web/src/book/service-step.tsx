/** @jsxImportSource preact */
// Step 2 of the booking page: the company's services, with length, price and description.
import type { Service } from './api.ts';
import { BackLink } from './fields.tsx';
import { formatPrice } from './format.ts';
import type { Language, T } from './i18n.ts';

export function ServiceStep(props: {
  t: T;
  language: Language;
  services: Service[];
  onChoose: (service: Service) => void;
  onBack: () => void;
}) {
  const { t, language } = props;
  return (
    <section>
      <h2 tabIndex={-1}>{t('service.heading')}</h2>
      {props.services.length === 0 ? <p>{t('service.none')}</p> : null}
      <ul class="services">
        {props.services.map((s) => (
          <li key={s.id}>
            <button type="button" class="service" onClick={() => props.onChoose(s)}>
              <span class="service-name">{s.name}</span>
              <span class="service-meta">
                {t('service.minutes', { minutes: s.minutes })}
                {s.price !== null ? ` · ${formatPrice(s.price, language)}` : ''}
              </span>
              {s.description ? <span class="service-desc">{s.description}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <BackLink t={t} onClick={props.onBack} />
    </section>
  );
}
