import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitForm, type SavedVisit } from './visit-form.tsx';

/** /admin/visits/new: from the list toolbar, the calendar's empty slot (?start&end) or a customer (?customerId). */
export function NewVisitPage({
  session,
  defaults,
  onSaved,
  onCancel,
}: {
  session: MeAndSettings;
  defaults: { start?: string; end?: string; customerId?: string };
  onSaved: (saved: SavedVisit) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Page>
      <Link
        to="/admin/visits/"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('visits.backToList')}
      </Link>
      <VisitForm session={session} defaults={defaults} onSaved={onSaved} onCancel={onCancel} />
    </Page>
  );
}
