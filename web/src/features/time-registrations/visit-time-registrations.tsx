import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zonedMidnight } from '@servio/domain/time';
import { Card } from '../../components/card.tsx';
import { formatDate, formatDuration } from '../../lib/format/index.ts';
import { visitTimeRegistrationsOptions } from './time-registrations-api.ts';
import { amountText } from './registration-amount.ts';

/**
 * A visit's registrations and their total against the visit's planned time; shown only when the server answers with
 * them (the company's allowShowVisitTimeRegs and the visit's showTimeRegs), nothing otherwise.
 */
export function VisitTimeRegistrations({ visitId }: { visitId: string }) {
  const { t } = useTranslation();
  const query = useQuery(visitTimeRegistrationsOptions(visitId));
  const visit = query.data;
  const regs = visit?.timeRegistrations;
  if (!visit || !regs) return null;
  const planned =
    visit.start && visit.end ? Math.round((Date.parse(visit.end) - Date.parse(visit.start)) / 60_000) : null;
  return (
    <Card>
      <h2 className="border-b border-border px-4 py-2.5 text-[13px] font-semibold">
        {t('timeRegistrations.visit.title')}
      </h2>
      <dl className="flex flex-wrap gap-6 px-4 py-3 text-[13px]">
        <div>
          <dt className="text-muted">{t('timeRegistrations.visit.total')}</dt>
          <dd className="font-semibold tabular-nums">{formatDuration(regs.totalMinutes)}</dd>
        </div>
        {planned !== null && (
          <div>
            <dt className="text-muted">{t('timeRegistrations.visit.planned')}</dt>
            <dd className="font-semibold tabular-nums">{formatDuration(planned)}</dd>
          </div>
        )}
      </dl>
      {regs.items.length === 0 ? (
        <p className="px-4 pb-3 text-[13px] text-muted">{t('timeRegistrations.visit.none')}</p>
      ) : (
        <ul className="divide-y divide-border border-t border-border">
          {regs.items.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-3 px-4 py-2 text-[13px]">
              <span className="w-28 text-muted">{formatDate(zonedMidnight(r.workDate))}</span>
              <span className="flex-1">{r.employeeName}</span>
              <span>{t(`timeRegistrations.types.${r.type}`)}</span>
              <span className="w-20 text-right tabular-nums">{amountText(r.type, r)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
