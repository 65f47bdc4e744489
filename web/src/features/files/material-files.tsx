import { Card } from '../../components/card.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { FileTab } from './file-tab.tsx';
import { useFileAccess } from './use-file-access.ts';

/** A material's (unit's) documents or images tab: manuals, certificates, photos of the installation. */
export function MaterialFiles({
  materialId,
  kind,
  session,
}: {
  materialId: string;
  kind: 'image' | 'document';
  session: MeAndSettings;
}) {
  const access = useFileAccess(session);
  return (
    <Card className="p-5">
      <FileTab
        owner={{ materialId }}
        kind={kind}
        canUpload={kind === 'image' ? access.images : access.documents}
        maxMb={access.maxMb}
      />
    </Card>
  );
}
