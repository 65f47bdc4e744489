import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin, Pencil, Plus } from 'lucide-react';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { CardSection } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { formatAddress, formatCoordinates, formatPhone } from '../../lib/format/index.ts';
import { customerOptions, type CustomerDetail } from './customers-api.ts';
import { CustomerForm } from './customer-form.tsx';
import { CustomerVisitsTab } from './customer-visits-tab.tsx';
import { DeleteCustomerButton } from './delete-customer-button.tsx';
import { InviteCustomerButton } from './invite-customer-button.tsx';
import { customerFlagFields } from './customer-form-values.ts';
import { useVisitAccess } from '../visits/index.ts';
import { OwnerFiles } from '../files/index.ts';
import { CustomerMailSection } from '../mail/index.ts';
import { CustomerMaterialsTab } from '../materials/index.ts';
import { MessageThread } from '../messages/index.ts';

export function CustomerPage({
  customerId,
  session,
  initialTab,
}: {
  customerId: string;
  session: MeAndSettings;
  initialTab?: string | undefined;
}) {
  const { t } = useTranslation();
  const customer = useQuery(customerOptions(customerId));
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState(initialTab ?? 'details');
  const isAdmin = session.me.role === 'administrator';
  const visitAccess = useVisitAccess(session);
  const company = session.company!;

  if (customer.isPending) return <RecordPageLoading wide />;
  if (customer.isError) {
    return (
      <RecordPageError
        wide
        error={customer.error}
        notFoundTitle={t('customers.notFoundTitle')}
        notFoundBody={t('customers.notFoundBody')}
        back={<BackLink />}
        onRetry={() => void customer.refetch()}
      />
    );
  }

  const c = customer.data;
  return (
    <Page wide>
      <BackLink />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{c.name || t('customers.unnamed')}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge>{c.useCompany ? t('customers.typeCompanyOne') : t('customers.typePrivateOne')}</Badge>
            {c.parent && (
              <Badge tone="info">
                {t('customers.locationOf')}{' '}
                <Link to="/admin/customers/$customerId" params={{ customerId: c.parent.id }} className="ml-1 underline">
                  {c.parent.name}
                </Link>
              </Badge>
            )}
            {c.hasLogin && <Badge tone="success">{t('customers.hasLogin')}</Badge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin && company.allowCustomerLogin && c.allowedToLogin && <InviteCustomerButton customer={c} />}
          {!editing && (
            <Button
              variant="secondary"
              onClick={() => {
                setTab('details');
                setEditing(true);
              }}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t('customers.edit')}
            </Button>
          )}
          {isAdmin && <DeleteCustomerButton customer={c} />}
        </div>
      </div>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('customers.tabsLabel')}>
          <TabsTrigger value="details">{t('customers.tabs.details')}</TabsTrigger>
          <TabsTrigger value="visits">{t('customers.tabs.visits')}</TabsTrigger>
          {company.showMaterials && <TabsTrigger value="materials">{t('materials.customerTab')}</TabsTrigger>}
          <TabsTrigger value="documents">{t('customers.tabs.documents')}</TabsTrigger>
          <TabsTrigger value="images">{t('customers.tabs.images')}</TabsTrigger>
          <TabsTrigger value="messages">{t('customers.tabs.messages')}</TabsTrigger>
          {isAdmin && <TabsTrigger value="mail">{t('mail.customerTab')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="details">
          {editing ? (
            <CustomerForm
              key={c.version}
              session={session}
              customer={c}
              onSaved={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <CustomerDetails customer={c} session={session} />
          )}
        </TabsContent>
        <TabsContent value="visits">
          <CustomerVisitsTab customerId={c.id} canCreate={visitAccess.canCreate} />
        </TabsContent>
        {company.showMaterials && (
          <TabsContent value="materials">
            <CustomerMaterialsTab customerId={c.id} canCreate={isAdmin} />
          </TabsContent>
        )}
        <TabsContent value="documents">
          <OwnerFiles owner={{ customerId: c.id }} kind="document" session={session} />
        </TabsContent>
        <TabsContent value="images">
          <OwnerFiles owner={{ customerId: c.id }} kind="image" session={session} />
        </TabsContent>
        <TabsContent value="messages">
          <MessageThread customerId={c.id} role={session.me.role} />
        </TabsContent>
        {isAdmin && (
          <TabsContent value="mail">
            <CustomerMailSection customerId={c.id} />
          </TabsContent>
        )}
      </Tabs>
    </Page>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/customers"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('customers.backToList')}
    </Link>
  );
}

function CustomerDetails({ customer: c, session }: { customer: CustomerDetail; session: MeAndSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = session.company!;
  const dash = <span className="text-muted">—</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="col-span-2 min-w-0 break-words">{value || dash}</dd>
    </div>
  );
  const address = formatAddress(c.address);
  const flags = [
    ...(company.allowCustomerLogin ? (['allowedToLogin'] as const) : []),
    ...customerFlagFields.filter(
      (f) => company.enableCustomerHierarchy || (f !== 'useChildCustomer' && f !== 'useInvoice'),
    ),
  ];
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <CardSection title={t('customers.sections.contact')}>
        <dl className="divide-y divide-border text-[13px]">
          {c.useCompany && row(t('customers.fields.companyName'), c.companyName)}
          {c.useCompany && row(t('customers.fields.companyCVR'), c.companyCVR)}
          {row(
            c.useCompany ? t('customers.columns.contact') : t('customers.columns.name'),
            [c.firstName, c.lastName].filter(Boolean).join(' '),
          )}
          {row(
            t('customers.fields.email'),
            c.email && (
              <a className="text-accent hover:underline" href={`mailto:${c.email}`}>
                {c.email}
              </a>
            ),
          )}
          {row(t('customers.fields.altEmail'), c.altEmail)}
          {row(
            t('customers.fields.phoneNumber'),
            c.phoneNumber && (
              <a className="text-accent hover:underline" href={`tel:${c.phoneNumber}`}>
                {formatPhone(c.phoneNumber)}
              </a>
            ),
          )}
          {row(t('customers.fields.ean'), c.ean)}
        </dl>
      </CardSection>
      <CardSection title={t('customers.sections.address')}>
        <dl className="divide-y divide-border text-[13px]">
          {row(t('customers.fields.address'), address)}
          {row(
            t('customers.fields.coordinates'),
            c.address.latitude !== null && c.address.longitude !== null ? (
              <span className="inline-flex items-center gap-1 tabular-nums">
                <MapPin className="size-3.5 text-muted" aria-hidden="true" />
                {formatCoordinates(c.address.latitude, c.address.longitude)}
              </span>
            ) : null,
          )}
        </dl>
      </CardSection>
      <CardSection title={t('customers.sections.settings')}>
        <dl className="divide-y divide-border text-[13px]">
          {flags.map((flag) => row(t(`customers.fields.${flag}`), c[flag] ? t('customers.yes') : t('customers.no')))}
        </dl>
      </CardSection>
      <CardSection title={t('customers.fields.notes')}>
        <p className="whitespace-pre-wrap text-[13px]">
          {c.notes || <span className="text-muted">{t('customers.noNotes')}</span>}
        </p>
      </CardSection>
      {company.enableCustomerHierarchy && !c.parentCustomerId && (
        <CardSection
          className="lg:col-span-2"
          title={t('customers.locationsTitle')}
          description={t('customers.locationsIntro')}
          actions={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void navigate({ to: '/admin/customers/new', search: { parent: c.id } })}
            >
              <Plus className="size-3.5" aria-hidden="true" />
              {t('customers.addLocation')}
            </Button>
          }
        >
          {c.children.length === 0 ? (
            <p className="text-[13px] text-muted">{t('customers.noLocations')}</p>
          ) : (
            <ul className="divide-y divide-border text-[13px]">
              {c.children.map((child) => (
                <li key={child.id} className="flex items-center justify-between gap-3 py-2">
                  <Link
                    to="/admin/customers/$customerId"
                    params={{ customerId: child.id }}
                    className="font-medium hover:underline"
                  >
                    {child.name}
                  </Link>
                  <span className="text-muted">{formatAddress(child.address)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      )}
    </div>
  );
}
