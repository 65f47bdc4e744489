import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { CardSection } from '../../components/card.tsx';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { cn } from '../../lib/cn.ts';
import { messagePageSize, threadOptions, type Message, type MessageOwner } from './messages-api.ts';
import { MessageComposer } from './message-composer.tsx';

export type MessageThreadProps = (
  { visitId: string; customerId?: undefined } | { customerId: string; visitId?: undefined }
) & {
  /** The viewer's role (session.me.role): what they may choose in the composer and how badges read. */
  role: string;
  className?: string;
};

/**
 * A visit's or a customer's messages, oldest first (the newest page of a long thread), each with its author, the
 * author's role, the time in Copenhagen time and who may read it; and the composer under them. The server sends only
 * the messages the viewer may read.
 */
export function MessageThread({ visitId, customerId, role, className }: MessageThreadProps) {
  const { t } = useTranslation();
  const owner: MessageOwner = visitId !== undefined ? { visitId } : { customerId: customerId! };
  // null: the newest page, where a conversation is read and where a new message lands.
  const [page, setPage] = useState<number | null>(null);
  const thread = useQuery({ ...threadOptions(owner, page), placeholderData: keepPreviousData });
  const isCustomer = role === 'customer';

  let list;
  if (thread.isPending) {
    list = (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('messages.loading')}</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  } else if (thread.isError) {
    list = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-[13px]">
        <span>
          {t('messages.loadError')} {t(errorMessageKey(thread.error))}
        </span>
        <Button variant="secondary" size="sm" onClick={() => void thread.refetch()}>
          {t('messages.retry')}
        </Button>
      </div>
    );
  } else if (thread.data.totalCount === 0) {
    list = (
      <EmptyState
        className="py-6"
        icon={MessagesSquare}
        title={t('messages.emptyTitle')}
        body={t(isCustomer ? 'messages.emptyBodyCustomer' : 'messages.emptyBody')}
      />
    );
  } else {
    list = (
      <>
        <ol className="space-y-3" aria-label={t('messages.listLabel')}>
          {thread.data.items.map((message) => (
            <MessageItem key={message.id} message={message} viewerIsCustomer={isCustomer} />
          ))}
        </ol>
        {thread.data.totalCount > messagePageSize && (
          <Pagination
            page={thread.data.page + 1}
            pageSize={messagePageSize}
            total={thread.data.totalCount}
            onPage={(p) => setPage(p - 1)}
          />
        )}
      </>
    );
  }

  return (
    <CardSection title={t('messages.title')} className={className}>
      <div className="flex flex-col gap-5">
        {list}
        <MessageComposer owner={owner} role={role} onPosted={() => setPage(null)} />
      </div>
    </CardSection>
  );
}

const authorRoles = new Set(['administrator', 'employee', 'supplier', 'customer']);

function MessageItem({ message: m, viewerIsCustomer }: { message: Message; viewerIsCustomer: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className={cn('rounded-lg border border-border px-3.5 py-3', m.mine ? 'bg-accent-soft/40' : 'bg-surface')}
      data-testid="message"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px]">
        <span className="font-medium">{m.author.name}</span>
        {m.mine && <span className="text-muted">{t('messages.you')}</span>}
        {authorRoles.has(m.authorRole) && (
          <Badge tone={m.authorRole === 'customer' ? 'info' : 'neutral'}>{t(`roles.${m.authorRole}`)}</Badge>
        )}
        <VisibilityBadge message={m} viewerIsCustomer={viewerIsCustomer} />
        <time dateTime={m.createdAt} className="ml-auto text-xs text-muted tabular-nums">
          {formatDateTime(m.createdAt)}
        </time>
      </div>
      <p className="mt-1.5 text-[13px] break-words whitespace-pre-wrap">{m.body}</p>
    </li>
  );
}

/** Who may read the message: "Alle", "Kun kunden" (to the customer: "Kun til dig") or "Privat til <navn>". */
export function VisibilityBadge({ message: m, viewerIsCustomer }: { message: Message; viewerIsCustomer: boolean }) {
  const { t } = useTranslation();
  const label = `${t('messages.visibleTo')}: `;
  if (m.visibility === 'EMPLOYEE') {
    return (
      <Badge tone="warning">
        <span className="sr-only">{label}</span>
        {t('messages.badge.EMPLOYEE', { name: m.recipient?.name ?? '' })}
      </Badge>
    );
  }
  if (m.visibility === 'CUSTOMER') {
    return (
      <Badge tone="accent">
        <span className="sr-only">{label}</span>
        {t(viewerIsCustomer ? 'messages.badge.forCustomer' : 'messages.badge.CUSTOMER')}
      </Badge>
    );
  }
  return (
    <Badge>
      <span className="sr-only">{label}</span>
      {t('messages.badge.ALL')}
    </Badge>
  );
}
