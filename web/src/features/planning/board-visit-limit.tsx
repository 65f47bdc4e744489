import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import { formatCount } from '../../lib/format/index.ts';

/**
 * Said above the board when its range holds more visits than the board reads (the server's cap): the board then
 * shows the earliest that many, and a department or fewer days shows them all.
 */
export function BoardVisitLimit({ limit }: { limit: number }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="mb-4 flex gap-2 rounded-lg border border-border bg-surface-muted p-3 text-[13px]">
      <Info className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
      {t('planning.visitLimit', { limit: formatCount(limit) })}
    </p>
  );
}
