import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { Page } from '../../components/page.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '../../components/states.tsx';
import { MailLogView, type MailLogSearch } from './mail-log-view.tsx';

/** Settings → email log (administrators): every mail the company sent or keeps, like a mail catcher. */
export function MailLogPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: MailLogSearch;
  onSearchChange: (patch: Partial<MailLogSearch>) => void;
}) {
  const { t } = useTranslation();
  const isAdministrator = session.me.role === 'administrator' && session.company !== null;
  return (
    <Page wide>
      <Link
        to="/admin/settings"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('mail.backToSettings')}
      </Link>
      {isAdministrator ? (
        <>
          <p className="mb-4 text-[13px] text-muted">{t('mail.intro')}</p>
          <MailLogView search={search} onSearchChange={onSearchChange} />
        </>
      ) : (
        <Card>
          <EmptyState
            icon={ShieldAlert}
            tone="danger"
            title={t('pages.forbiddenTitle')}
            body={t('pages.forbiddenBody')}
          />
        </Card>
      )}
    </Page>
  );
}
