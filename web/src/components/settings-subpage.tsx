import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Card } from './card.tsx';
import { Page } from './page.tsx';
import { EmptyState } from './states.tsx';

/** 'Ingen adgang' for a page the viewer reached without the right to it; `action` offers a way on. */
export function ForbiddenState({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ShieldAlert}
      tone="danger"
      title={t('pages.forbiddenTitle')}
      body={t('pages.forbiddenBody')}
      action={action}
    />
  );
}

/**
 * A page under Settings (audit log, email log, custom tags): the way back to Settings, an introduction, and the
 * page itself for those `allowed` to see it, else 'Ingen adgang' rather than a redirect, so a shared link explains
 * itself.
 */
export function SettingsSubpage({
  intro,
  allowed = true,
  forbiddenAction,
  wide,
  children,
}: {
  intro: string;
  allowed?: boolean;
  forbiddenAction?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page wide={wide}>
      <Link
        to="/admin/settings"
        className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
      >
        <ArrowLeft className="size-3.5" aria-hidden="true" />
        {t('settings.backToSettings')}
      </Link>
      {allowed ? (
        <>
          <p className="mb-4 text-[13px] text-muted">{intro}</p>
          {children}
        </>
      ) : (
        <Card>
          <ForbiddenState action={forbiddenAction} />
        </Card>
      )}
    </Page>
  );
}
