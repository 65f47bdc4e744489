import { Card } from '../../components/card.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { FileTab } from './file-tab.tsx';
import { useFileAccess } from './use-file-access.ts';

/** The customer page's documents or images tab. */
export function CustomerFiles({
  customerId,
  kind,
  session,
}: {
  customerId: string;
  kind: 'image' | 'document';
  session: MeAndSettings;
}) {
  const access = useFileAccess(session);
  return (
    <Card className="p-5">
      <FileTab
        owner={{ customerId }}
        kind={kind}
        canUpload={kind === 'image' ? access.images : access.documents}
        maxMb={access.maxMb}
      />
    </Card>
  );
}
