import { useState } from 'react';
import { MailLogView, type MailLogSearch } from './mail-log-view.tsx';

/** One customer's mails on the customer page: the email log filtered to them (administrators). */
export function CustomerMailSection({ customerId }: { customerId: string }) {
  const [search, setSearch] = useState<MailLogSearch>({});
  return (
    <MailLogView
      customerId={customerId}
      search={search}
      onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))}
    />
  );
}
