import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { LazyRentalCalendar } from './lazy-rental-calendar.ts';
import { RentalDialog } from './rental-dialog.tsx';
import { RentalList } from './rental-list.tsx';
import { rentalsOptions, type Rental } from './rentals-api.ts';

/**
 * One unit's rentals: its calendar by month and the list of them (latest first, paged by the server), with a new
 * rental and editing from either. The materials feature shows it in a tab of the unit's page; the rentals page shows
 * it for the unit chosen there.
 */
export function MaterialRentals({ materialId, headingLevel = 2 }: { materialId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Rental | 'new' | null>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(defaultPageSize);
  const rentals = useQuery(rentalsOptions({ materialId, limit: size, offset: (page - 1) * size }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-4" aria-label={t('rentals.calendar.title')}>
      <div className="flex items-center justify-between gap-3">
        <Heading className="text-[15px] font-semibold">{t('rentals.calendar.title')}</Heading>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('rentals.create')}
        </Button>
      </div>
      <Card className="p-3">
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <LazyRentalCalendar materialId={materialId} onOpen={setEditing} />
        </Suspense>
      </Card>
      <Heading className="text-[15px] font-semibold">{t('rentals.calendar.listTitle')}</Heading>
      <RentalList
        query={rentals}
        page={page}
        pageSize={size}
        onPaging={(change) => {
          if ('size' in change) setSize(change.size ?? defaultPageSize);
          setPage(change.page ?? 1);
        }}
        onEdit={setEditing}
        showUnit={false}
        filtered={false}
      />
      {editing && (
        <RentalDialog
          rental={editing === 'new' ? null : editing}
          materialId={materialId}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
