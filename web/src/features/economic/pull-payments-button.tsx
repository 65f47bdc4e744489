import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { toast } from '../../lib/toast.ts';
import { economicConnectionOptions, economicKey, pullEconomicPayments } from './economic-api.ts';
import { economicErrorText } from './economic-text.ts';

/**
 * "Hent betalinger fra e-conomic" on the invoices page, when an agreement is connected. The pull is a job: the
 * button waits for the connection's last pull to move on, then the invoices are read again.
 */
export function PullPaymentsButton({ onPulled }: { onPulled: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [waitingSince, setWaitingSince] = useState<string | null | undefined>(undefined);
  const waiting = waitingSince !== undefined;
  const connection = useQuery({ ...economicConnectionOptions, refetchInterval: waiting ? 1000 : false });
  const pulledAt = connection.data?.lastPaymentsPullAt ?? null;
  if (waiting && pulledAt !== waitingSince) {
    setWaitingSince(undefined);
    void onPulled().then(() => toast.success(t('economic.pulled')));
  }
  const pull = useMutation({
    mutationFn: pullEconomicPayments,
    onMutate: () => setWaitingSince(pulledAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: economicKey }),
    onError: (error) => {
      setWaitingSince(undefined);
      toast.error(economicErrorText(t, error));
    },
  });
  if (!connection.data?.connected) return null;
  return (
    <Button variant="secondary" onClick={() => pull.mutate()} disabled={pull.isPending || waiting}>
      {t('economic.pull')}
    </Button>
  );
}
