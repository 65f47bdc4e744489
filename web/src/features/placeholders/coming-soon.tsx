import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hammer } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { EmptyState } from '../../components/states.tsx';

/** A sidebar destination whose screen arrives in a later issue: say so plainly, never crash. */
export function ComingSoon({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page>
      {children}
      <Card>
        <EmptyState
          icon={Hammer}
          title={t('pages.comingSoonTitle')}
          body={t('pages.comingSoonBody', { page: t(titleKey) })}
          className="py-20"
        />
      </Card>
    </Page>
  );
}
