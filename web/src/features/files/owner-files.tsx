import { Card } from '../../components/card.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import type { FileOwner } from './files-api.ts';
import { FileTab } from './file-tab.tsx';
import { useFileAccess } from './use-file-access.ts';

/**
 * A record page's documents or images tab (a customer's, a material's: manuals, certificates, photos of the
 * installation), uploads as the person's file rights allow.
 */
export function OwnerFiles({
  owner,
  kind,
  session,
}: {
  owner: Exclude<FileOwner, { visitId: string }>;
  kind: 'image' | 'document';
  session: MeAndSettings;
}) {
  const access = useFileAccess(session);
  return (
    <Card className="p-5">
      <FileTab
        owner={owner}
        kind={kind}
        canUpload={kind === 'image' ? access.images : access.documents}
        maxMb={access.maxMb}
      />
    </Card>
  );
}
