import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { MessageThread } from '../messages/index.ts';
import { myCustomersOptions } from '../../shared/my-customers.ts';

/**
 * The customer portal's messages: the thread with the company that belongs to no visit (a visit's own thread is on
 * its page). A login with locations (the customer hierarchy) chooses whose thread: its own or a location's.
 */
export function MyMessagesPage() {
  const { t } = useTranslation();
  const customers = useQuery(myCustomersOptions);
  const [chosen, setChosen] = useState<string | null>(null);

  let body;
  if (customers.isPending) {
    body = <Skeleton className="h-40 w-full" />;
  } else if (customers.isError) {
    body = (
      <ErrorState
        title={t('common.loadErrorTitle')}
        body={t(errorMessageKey(customers.error))}
        retryLabel={t('common.retry')}
        onRetry={() => void customers.refetch()}
      />
    );
  } else {
    const own = customers.data.find((c) => c.own) ?? customers.data[0];
    const customerId = chosen ?? own?.id;
    body = (
      <>
        {customers.data.length > 1 && (
          <Select
            aria-label={t('myVisits.messages.place')}
            className="mb-4 w-auto max-w-full"
            value={customerId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {customers.data.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
        {customerId && <MessageThread key={customerId} customerId={customerId} role="customer" />}
      </>
    );
  }

  return (
    <Page>
      {/* The top bar's heading names the page, and the thread's card its messages. */}
      <p className="mb-5 text-[13px] text-muted">{t('myVisits.messages.intro')}</p>
      {body}
    </Page>
  );
}
