import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from './time-entry.ts';
import TimeRegistration from './time-registration.tsx';
import type { ShownVisit } from './visit-card.tsx';
import VisitMaterials from './visit-materials.tsx';

interface Props {
  userId: string;
  visit: ShownVisit;
  /** allowedToRegTime with the company's allowTimeReg: what the server's registerTime asks of an employee. */
  canRegisterTime: boolean;
  onRegister: (input: RegistrationInput) => void;
}

/**
 * What a visit offers beyond its status buttons: the materials used (issue #15) and "Registrér tid" (issue 14). One
 * chunk, loaded when a visit opens, so the list's first screen stays within its 120 KB (decisions/0016, 0019).
 */
export default function VisitTools({ userId, visit, canRegisterTime, onRegister }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <VisitMaterials visit={visit} />
      <section aria-labelledby="panel-visit-time" className="flex flex-col gap-3">
        <h2 id="panel-visit-time" className="text-sm font-semibold">
          {t('technician.time.heading')}
        </h2>
        {canRegisterTime ? (
          <TimeRegistration userId={userId} visit={visit} onRegister={onRegister} />
        ) : (
          <p className="rounded-lg bg-surface-muted p-3 text-sm text-muted">{t('technician.time.noAccess')}</p>
        )}
      </section>
    </>
  );
}
