import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { FileTab } from './file-tab.tsx';
import { useFileAccess } from './use-file-access.ts';

/** "Dokumenter og billeder" on the office visit page: the spec's documents and images tabs in one card. */
export function VisitFiles({
  visitId,
  session,
  className,
}: {
  visitId: string;
  session: MeAndSettings;
  className?: string;
}) {
  const { t } = useTranslation();
  const access = useFileAccess(session);
  const owner = { visitId };
  return (
    <CardSection title={t('files.title')} className={className}>
      <Tabs defaultValue="documents">
        <TabsList aria-label={t('files.title')}>
          <TabsTrigger value="documents">{t('files.tabs.documents')}</TabsTrigger>
          <TabsTrigger value="images">{t('files.tabs.images')}</TabsTrigger>
        </TabsList>
        <TabsContent value="documents">
          <FileTab owner={owner} kind="document" canUpload={access.documents} maxMb={access.maxMb} />
        </TabsContent>
        <TabsContent value="images">
          <FileTab owner={owner} kind="image" canUpload={access.images} maxMb={access.maxMb} />
        </TabsContent>
      </Tabs>
    </CardSection>
  );
}
