import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';

/** Said on the home page after a guard sent the person here: which page was refused is gone, why is not. */
export function AccessDeniedNotice({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
      <p
        role="alert"
        className="flex items-center gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2 text-[13px] text-foreground"
      >
        <Lock className="size-4 shrink-0 text-muted" aria-hidden="true" />
        {t('pages.accessDenied', { role: t(`roles.${role}`).toLocaleLowerCase() })}
      </p>
    </div>
  );
}
