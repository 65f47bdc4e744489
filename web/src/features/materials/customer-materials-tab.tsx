import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Wrench } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { formatAddress, formatDateText } from '../../lib/format/index.ts';
import { materialsOptions } from './materials-api.ts';
import { MaterialStatusBadge } from './material-status.tsx';
import { materialTitle } from './material-label.ts';

const pageSize = 25;

/** The customer page's materials tab: the units connected to the customer, by next service, paged on the server. */
export function CustomerMaterialsTab({ customerId, canCreate }: { customerId: string; canCreate: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const materials = useQuery(
    materialsOptions({ customerId, limit: pageSize, offset: (page - 1) * pageSize, sort: 'nextServiceOn' }),
  );
  return (
    <>
      {canCreate && (
        <div className="mb-3 flex justify-end">
          <Link to="/admin/materials/new" search={{ customerId }} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('materials.create')}
          </Link>
        </div>
      )}
      <ServerTable
        query={materials}
        caption={t('materials.customerTab')}
        empty={{ icon: Wrench, title: t('materials.customerEmptyTitle'), body: t('materials.customerEmptyBody') }}
        header={
          <>
            <ColumnHeader label={t('materials.fields.unit')} />
            <ColumnHeader label={t('materials.fields.placement')} />
            <ColumnHeader label={t('materials.fields.nextServiceOn')} />
            <ColumnHeader label={t('materials.fields.serviceStatus')} />
          </>
        }
        row={(m) => (
          <ClickableRow
            onOpen={() => void navigate({ to: '/admin/materials/$materialId', params: { materialId: m.id } })}
          >
            <td className="px-4 py-2.5 font-medium">
              <Link to="/admin/materials/$materialId" params={{ materialId: m.id }} className={rowLinkClasses}>
                {materialTitle(m)}
              </Link>
            </td>
            <td className="px-4 py-2.5 text-muted">
              {[m.placement, formatAddress(m.address)].filter(Boolean).join(' · ')}
            </td>
            <td className="px-4 py-2.5 tabular-nums whitespace-nowrap">
              {m.nextServiceOn ? formatDateText(m.nextServiceOn) : '—'}
            </td>
            <td className="px-4 py-2.5">
              <MaterialStatusBadge status={m.serviceStatus} />
            </td>
          </ClickableRow>
        )}
        card={(m) => ({
          title: (
            <Link to="/admin/materials/$materialId" params={{ materialId: m.id }} className={cardLinkClasses}>
              {materialTitle(m)}
            </Link>
          ),
          lines: [m.placement ?? '', t(`materials.status.${m.serviceStatus}`)],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={(p) => setPage(p.page ?? 1)}
      />
    </>
  );
}
