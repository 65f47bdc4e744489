import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Lock } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { useVisitAccess } from './visit-access.ts';
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
  const access = useVisitAccess(session);
  return (
    <Page>
      <Link
        to="/admin/visits/"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('visits.backToList')}
      </Link>
      {!access.loaded ? (
        <Skeleton className="h-96 w-full" />
      ) : access.canCreate ? (
        <VisitForm session={session} defaults={defaults} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        // Opened by its address without the right to create visits: say so before anything is typed.
        <Card>
          <EmptyState icon={Lock} title={t('visits.createNotAllowedTitle')} body={t('visits.createNotAllowedBody')} />
        </Card>
      )}
    </Page>
  );
}
