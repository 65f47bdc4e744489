import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link2, Unlink } from 'lucide-react';
import { CardSection } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { VisitStatusBadge } from '../../shared/visit-status-badge.tsx';
import { invalidateVisitData, linkVisits, unlinkVisits, visitsOptions, type VisitDetail } from './visits-api.ts';
import { useVisitAccess } from './visit-access.ts';
import { formatPeriod } from '../../lib/format/index.ts';

/** Visits linked to this one (a job and its follow-up); links are symmetric and block deleting. */
export function LinkedVisits({ visit: v, session }: { visit: VisitDetail; session: MeAndSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = useVisitAccess(session).canEdit;
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), 250);
  const candidates = useQuery({
    ...visitsOptions({ filter: { search }, limit: 8 }),
    enabled: editable && search.length > 0,
  });
  const linkedIds = new Set(v.linkedVisits.map((l) => l.id));

  const change = useMutation({
    mutationFn: async ({ kind, id }: { kind: 'link' | 'unlink'; id: string }) =>
      kind === 'link' ? linkVisits(v.id, [id]) : unlinkVisits(v.id, [id]),
    onSuccess: async (_r, { kind }) => {
      setTerm('');
      toast.success(t(kind === 'link' ? 'visits.links.linked' : 'visits.links.unlinked'));
      await invalidateVisitData(queryClient);
    },
    onError: (error) => toast.error(errorText(t, error)),
  });

  return (
    <CardSection title={t('visits.links.title')} className="lg:col-span-2">
      {v.linkedVisits.length === 0 ? (
        <p className="text-[13px] text-muted">{t('visits.links.none')}</p>
      ) : (
        <ul className="divide-y divide-border text-[13px]" aria-label={t('visits.links.title')}>
          {v.linkedVisits.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-3 py-2">
              <Link
                to="/admin/visits/$visitId"
                params={{ visitId: l.id }}
                className="font-medium tabular-nums hover:underline"
              >
                #{l.caseNumber}
              </Link>
              <span>{l.customer?.name}</span>
              <span className="text-muted tabular-nums">{formatPeriod(l.start, l.end, t('visits.noTime'))}</span>
              <VisitStatusBadge status={l.status} />
              {editable && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  aria-label={t('visits.links.unlinkOne', { caseNumber: l.caseNumber })}
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'unlink', id: l.id })}
                >
                  <Unlink className="size-3.5" aria-hidden="true" />
                  {t('visits.links.unlink')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="mt-4">
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('visits.links.searchPlaceholder')}
            aria-label={t('visits.links.search')}
            className="max-w-sm"
          />
          {search && candidates.data && (
            <ul className="mt-2 max-w-xl divide-y divide-border rounded-md border border-border text-[13px]">
              {candidates.data.items
                .filter((c) => c.id !== v.id && !linkedIds.has(c.id))
                .map((c) => (
                  <li key={c.id} className="flex items-center gap-3 px-3 py-1.5">
                    <span className="font-medium tabular-nums">#{c.caseNumber}</span>
                    <span className="truncate">{c.customer?.name}</span>
                    <span className="truncate text-muted">{formatPeriod(c.start, c.end, t('visits.noTime'))}</span>
                    <Button
                      size="sm"
                      variant="secondary"
                      className="ml-auto"
                      aria-label={t('visits.links.linkOne', { caseNumber: c.caseNumber })}
                      disabled={change.isPending}
                      onClick={() => change.mutate({ kind: 'link', id: c.id })}
                    >
                      <Link2 className="size-3.5" aria-hidden="true" />
                      {t('visits.links.link')}
                    </Button>
                  </li>
                ))}
              {candidates.data.items.length === 0 && (
                <li className="px-3 py-2 text-muted">{t('visits.links.noResults')}</li>
              )}
            </ul>
          )}
        </div>
      )}
    </CardSection>
  );
}
