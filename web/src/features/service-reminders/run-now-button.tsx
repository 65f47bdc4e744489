import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { invalidateServiceReminders, runServiceRemindersNow } from './service-reminders-api.ts';

/** "Kør nu": the nightly run at once (finds the units due; in automatic mode sends), then says what it did. */
export function RunNowButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: runServiceRemindersNow,
    onSuccess: async (result) => {
      toast.success(
        [
          t('serviceReminders.runNow.found', { count: result.created }),
          result.sent > 0 && t('serviceReminders.runNow.sent', { count: result.sent }),
          result.visits > 0 && t('serviceReminders.runNow.visits', { count: result.visits }),
        ]
          .filter(Boolean)
          .join(' '),
      );
      await invalidateServiceReminders(queryClient);
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <Button variant="secondary" loading={run.isPending} onClick={() => run.mutate()}>
      <Play className="size-4" aria-hidden="true" />
      {t('serviceReminders.runNow.label')}
    </Button>
  );
}
