import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { ColumnHeader } from '../../components/column-header.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { formatTimestamp } from '../../lib/format/index.ts';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { mailLogOptions, mailStatuses, mailTypes, type MailLogEntry, type MailStatus } from './mail-api.ts';
import { MailDialog } from './mail-dialog.tsx';
import { MailStatusBadge, mailTypeLabel } from './mail-status.tsx';

/** The log's filters and page (the settings page keeps them in the URL). */
export interface MailLogSearch {
  status?: MailStatus;
  type?: string;
  page?: number;
  size?: number;
}

/**
 * The email log as a server-paged table, newest first: from, to, subject, type, time, delivery status, seen and
 * clicked, the last error. A mail's subject opens it (its text and html; "send again" for a dead one). With
 * `customerId`, one customer's mails (the customer page).
 */
export function MailLogView({
  search,
  onSearchChange,
  customerId,
}: {
  search: MailLogSearch;
  onSearchChange: (patch: Partial<MailLogSearch>) => void;
  customerId?: string;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const page = search.page ?? 1;
  const pageSize = search.size ?? defaultPageSize;
  const log = useQuery(
    mailLogOptions({
      status: search.status ?? null,
      emailType: search.type ?? null,
      customerId: customerId ?? null,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  );
  const filtered = Boolean(search.status || search.type);
  const filter = (patch: Partial<MailLogSearch>) => onSearchChange({ ...patch, page: undefined });
  // On a phone's card the button covers the card, as a card's link does.
  const subject = (mail: MailLogEntry, card = false) => (
    <button
      type="button"
      className={
        card ? `text-left ${cardLinkClasses}` : 'text-left font-medium hover:underline focus-visible:underline'
      }
      onClick={() => setOpenId(mail.id)}
    >
      {mail.subject}
    </button>
  );

  return (
    <>
      <ListToolbar label={t('mail.filters.label')}>
        <FilterSelect
          label={t('mail.filters.status')}
          defaultLabel={t('mail.filters.allStatuses')}
          value={search.status}
          options={mailStatuses.map((status) => ({ value: status, label: t(`mail.status.${status}`) }))}
          onChange={(status) => filter({ status })}
        />
        <FilterSelect
          label={t('mail.filters.type')}
          defaultLabel={t('mail.filters.allTypes')}
          value={search.type}
          options={mailTypes.map((type) => ({ value: type, label: t(`mail.types.${type}`) }))}
          onChange={(type) => filter({ type })}
        />
      </ListToolbar>
      <ServerTable
        query={log}
        caption={t('mail.title')}
        empty={{
          icon: Mail,
          title: filtered ? t('mail.noMatchesTitle') : t('mail.emptyTitle'),
          body: filtered ? t('mail.noMatchesBody') : t('mail.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('mail.columns.time')} />
            <ColumnHeader label={t('mail.columns.subject')} />
            <ColumnHeader label={t('mail.columns.to')} />
            <ColumnHeader label={t('mail.columns.from')} className="hidden lg:table-cell" />
            <ColumnHeader label={t('mail.columns.type')} />
            <ColumnHeader label={t('mail.columns.status')} />
            <ColumnHeader label={t('mail.columns.tracking')} />
          </>
        }
        row={(mail) => (
          <tr className="align-top hover:bg-surface-muted/40">
            <td className="whitespace-nowrap px-4 py-2.5 tabular-nums text-muted">
              <time dateTime={mail.createdAt}>{formatTimestamp(mail.createdAt)}</time>
            </td>
            <td className="min-w-48 px-4 py-2.5">
              {subject(mail)}
              {mail.lastError && <p className="mt-0.5 text-[12px] text-danger">{mail.lastError}</p>}
            </td>
            <td className="max-w-56 truncate px-4 py-2.5" title={mail.toAddress}>
              {mail.toAddress}
            </td>
            <td className="hidden max-w-56 truncate px-4 py-2.5 text-muted lg:table-cell" title={mail.fromAddress}>
              {mail.fromAddress}
            </td>
            <td className="whitespace-nowrap px-4 py-2.5">{mailTypeLabel(t, mail.emailType)}</td>
            <td className="px-4 py-2.5">
              <MailStatusBadge status={mail.status} />
            </td>
            <td className="whitespace-nowrap px-4 py-2.5 text-muted">
              <TrackingCell mail={mail} />
            </td>
          </tr>
        )}
        card={(mail) => ({
          title: subject(mail, true),
          aside: <MailStatusBadge status={mail.status} />,
          lines: [
            `${formatTimestamp(mail.createdAt)} · ${mailTypeLabel(t, mail.emailType)}`,
            mail.toAddress,
            mail.lastError,
          ],
        })}
        page={page}
        pageSize={pageSize}
        onPaging={onSearchChange}
        choosePageSize
      />
      {openId && <MailDialog id={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** The spec's seen/not_seen and clicked/not_clicked; "not tracked" when the company had tracking off. */
function TrackingCell({ mail }: { mail: MailLogEntry }) {
  const { t } = useTranslation();
  if (!mail.tracked) return <span>{t('mail.notTracked')}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={mail.seenAt ? 'success' : 'neutral'}>{t(mail.seenAt ? 'mail.seen' : 'mail.notSeen')}</Badge>
      <Badge tone={mail.clickedAt ? 'success' : 'neutral'}>
        {t(mail.clickedAt ? 'mail.clicked' : 'mail.notClicked')}
      </Badge>
    </span>
  );
}
