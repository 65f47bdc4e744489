import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { CardSection } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { formatAddress, formatDateText } from '../../lib/format/index.ts';
import { useEquipmentLabels } from '../../shared/equipment-labels.ts';
import { OwnerFiles } from '../files/index.ts';
import { BackToMaterials } from './back-to-materials.tsx';
import { MaterialForm } from './material-form.tsx';
import { ArchiveMaterialButton, DeleteMaterialButton } from './material-actions.tsx';
import { MaterialStatusBadge } from './material-status.tsx';
import { MaterialVisitsTab } from './material-visits-tab.tsx';
import { materialTitle } from './material-label.ts';
import { materialOptions, type MaterialDetail } from './materials-api.ts';

/** A tab another feature adds to the material page (rentals, service reminders). */
export interface MaterialTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * One material: its details and service, the visits that hold it, and the tabs other features add (`tabs`: the
 * rentals of a rentable unit, its reminders). Administrators edit, archive and delete.
 */
export function MaterialPage({
  materialId,
  session,
  tabs,
}: {
  materialId: string;
  session: MeAndSettings;
  tabs?: (material: MaterialDetail) => MaterialTab[];
}) {
  const { t } = useTranslation();
  const material = useQuery(materialOptions(materialId));
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState('details');
  const isAdmin = session.me.role === 'administrator';

  if (material.isPending) return <RecordPageLoading />;
  if (material.isError) {
    return (
      <RecordPageError
        error={material.error}
        notFoundTitle={t('materials.notFoundTitle')}
        notFoundBody={t('materials.notFoundBody')}
        back={<BackToMaterials />}
        onRetry={() => void material.refetch()}
      />
    );
  }

  const m = material.data;
  const title = materialTitle(m);
  const extra = tabs?.(m) ?? [];
  return (
    <Page>
      <BackToMaterials />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge>{m.categoryName}</Badge>
            <MaterialStatusBadge status={m.serviceStatus} />
            {m.rentable && <Badge tone="accent">{t('materials.rentableBadge')}</Badge>}
            {m.archived && <Badge tone="warning">{t('materials.archivedBadge')}</Badge>}
          </div>
        </div>
        {isAdmin && !editing && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setTab('details');
                setEditing(true);
              }}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('materials.edit')}
            </Button>
            <ArchiveMaterialButton material={m} />
            <DeleteMaterialButton material={m} title={title} />
          </div>
        )}
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('materials.tabsLabel')}>
          <TabsTrigger value="details">{t('materials.tabs.details')}</TabsTrigger>
          <TabsTrigger value="visits">{t('materials.tabs.visits')}</TabsTrigger>
          <TabsTrigger value="documents">{t('materials.tabs.documents')}</TabsTrigger>
          <TabsTrigger value="images">{t('materials.tabs.images')}</TabsTrigger>
          {extra.map((x) => (
            <TabsTrigger key={x.value} value={x.value}>
              {x.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details">
          {editing ? (
            <MaterialForm
              key={m.version}
              session={session}
              material={m}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <MaterialDetails material={m} session={session} />
          )}
        </TabsContent>
        <TabsContent value="visits">
          <MaterialVisitsTab materialId={m.id} />
        </TabsContent>
        <TabsContent value="documents">
          <OwnerFiles owner={{ materialId: m.id }} kind="document" session={session} />
        </TabsContent>
        <TabsContent value="images">
          <OwnerFiles owner={{ materialId: m.id }} kind="image" session={session} />
        </TabsContent>
        {extra.map((x) => (
          <TabsContent key={x.value} value={x.value}>
            {x.content}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}

function MaterialDetails({ material: m, session }: { material: MaterialDetail; session: MeAndSettings }) {
  const { t } = useTranslation();
  const labels = useEquipmentLabels(session.company);
  const company = session.company!;
  const dash = <span className="text-muted">—</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{value || dash}</dd>
    </div>
  );
  const date = (d: string | null) => (d ? formatDateText(d) : '');
  const active = m.serviceActive ?? company.materielServiceActive;
  const interval = m.serviceIntervalMonths ?? m.productIntervalMonths ?? company.materielServiceIntervalMonths;
  const intervalSource =
    m.serviceIntervalMonths !== null ? 'own' : m.productIntervalMonths !== null ? 'product' : 'company';
  return (
    <div className="space-y-5">
      <CardSection title={t('materials.sections.unit')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(labels.category, m.categoryName)}
          {row(labels.model, m.productName)}
          {row(labels.supplier, m.productSupplier)}
          {row(
            t('materials.fields.serialNumber'),
            m.serialNumber && <span className="tabular-nums">{m.serialNumber}</span>,
          )}
          {row(t('materials.fields.placement'), m.placement)}
          {row(t('materials.fields.installedOn'), date(m.installedOn))}
        </dl>
      </CardSection>
      <CardSection title={t('materials.sections.location')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(
            t('materials.fields.customer'),
            m.customer && (
              <Link to="/admin/customers/$customerId" params={{ customerId: m.customer.id }} className="underline">
                {m.customer.name}
              </Link>
            ),
          )}
          {row(
            t('materials.fields.fixedAddress'),
            m.address ? formatAddress(m.address) : m.customer ? t('materials.followsCustomer') : '',
          )}
        </dl>
      </CardSection>
      <CardSection title={t('materials.sections.service')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(
            t('materials.fields.serviceActive'),
            t(active ? 'materials.serviceOn' : 'materials.serviceOff') +
              (m.serviceActive === null ? ` (${t('materials.followsCompany')})` : ''),
          )}
          {row(
            t('materials.fields.serviceIntervalMonths'),
            t(`materials.intervalFrom.${intervalSource}`, { months: interval }),
          )}
          {row(t('materials.fields.lastServiceOn'), date(m.lastServiceOn))}
          {row(t('materials.fields.nextServiceOn'), date(m.nextServiceOn))}
          {row(t('materials.fields.serviceStatus'), <MaterialStatusBadge status={m.serviceStatus} />)}
        </dl>
      </CardSection>
    </div>
  );
}
