import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { PendingReminders } from './pending-reminders.tsx';
import { ReminderHistory } from './reminder-history.tsx';
import { RunNowButton } from './run-now-button.tsx';
import { reminderModeOptions } from './service-reminders-api.ts';
import type { ServiceRemindersSearch } from './service-reminders-search.ts';

/**
 * /admin/service-reminders (administrators): the reminders waiting to be sent, and the history. The company's mode
 * says whether the nightly run sends by itself (automatic) or leaves them here (manual); "Kør nu" runs it at once.
 */
export function ServiceRemindersPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: ServiceRemindersSearch;
  onSearchChange: (patch: Partial<ServiceRemindersSearch>) => void;
}) {
  const { t } = useTranslation();
  // The mode is a setting the session does not carry: read here, fresh after the settings page changed it.
  const mode = useQuery(reminderModeOptions);
  const automatic = mode.data === 'automatic';
  return (
    <Page wide>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-[13px] text-muted">
          {t(automatic ? 'serviceReminders.introAutomatic' : 'serviceReminders.introManual', {
            days: session.company?.materielDaysBeforeServiceForReminder ?? 30,
          })}
        </p>
        <RunNowButton />
      </div>
      <Tabs
        value={search.tab ?? 'pending'}
        onValueChange={(tab) =>
          onSearchChange({ tab: tab === 'history' ? 'history' : undefined, status: undefined, page: undefined })
        }
      >
        <TabsList aria-label={t('serviceReminders.tabs.label')}>
          <TabsTrigger value="pending">{t('serviceReminders.tabs.pending')}</TabsTrigger>
          <TabsTrigger value="history">{t('serviceReminders.tabs.history')}</TabsTrigger>
        </TabsList>
        <TabsContent value="pending" className="pt-4">
          <PendingReminders search={search} onSearchChange={onSearchChange} />
        </TabsContent>
        <TabsContent value="history" className="pt-4">
          <ReminderHistory search={search} onSearchChange={onSearchChange} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
