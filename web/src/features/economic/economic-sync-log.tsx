import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge.tsx';
import { formatDateTime } from '../../lib/format/index.ts';
import { economicSyncLogOptions } from './economic-api.ts';
import { failureText } from './economic-text.ts';

const tones = { ok: 'success', retrying: 'warning', failed: 'danger' } as const;

/** The last calls to e-conomic, newest first: what was sent, and every failure in words. */
export function EconomicSyncLog() {
  const { t } = useTranslation();
  const log = useQuery(economicSyncLogOptions(20));
  if (!log.data) return null;
  return (
    <div>
      <h3 className="mb-2 text-[13px] font-semibold">{t('economic.log.title')}</h3>
      {log.data.items.length === 0 ? (
        <p className="text-[13px] text-muted">{t('economic.log.empty')}</p>
      ) : (
        <ul className="divide-y divide-border text-[13px]" data-testid="economic-sync-log">
          {log.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-2 py-1.5">
              <span className="text-muted">{formatDateTime(new Date(entry.createdAt))}</span>
              <span>{t(`economic.log.entity.${entry.entity}`, { defaultValue: entry.entity })}</span>
              <span>{t(`economic.log.action.${entry.action}`, { defaultValue: entry.action })}</span>
              <Badge tone={tones[entry.outcome as keyof typeof tones] ?? 'neutral'}>
                {t(`economic.log.outcome.${entry.outcome}`, { defaultValue: entry.outcome })}
              </Badge>
              {entry.outcome !== 'ok' && <span className="text-muted">{failureText(t, entry.message)}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
