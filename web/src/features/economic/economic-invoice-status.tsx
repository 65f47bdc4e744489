import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { toast } from '../../lib/toast.ts';
import { economicInvoiceStatusOptions, economicKey, retryEconomicInvoice } from './economic-api.ts';
import { economicErrorText, failureText } from './economic-text.ts';

/**
 * The invoice's way to e-conomic, on its page: booked with its number, on its way (looked at again every few seconds),
 * or the failure in words with "Prøv igen". Nothing for an invoice that does not go to e-conomic.
 */
export function EconomicInvoiceStatus({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    ...economicInvoiceStatusOptions(invoiceId),
    refetchInterval: (query) => (query.state.data?.economicState === 'pending' ? 2000 : false),
  });
  const retry = useMutation({
    mutationFn: () => retryEconomicInvoice(invoiceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: economicKey }),
    onError: (error) => toast.error(economicErrorText(t, error)),
  });
  const data = status.data;
  if (!data?.economicState) return null;
  return (
    <div className="rounded-lg border border-border px-4 py-3 text-[13px]" data-testid="economic-status">
      {data.economicState === 'synced' ? (
        <p>{t('economic.invoice.booked', { number: data.economicBookedNumber })}</p>
      ) : data.economicState === 'pending' ? (
        <p className="text-muted">
          {t('economic.invoice.pending')}
          {data.economicError ? ` ${t('economic.invoice.lastTry', { error: failureText(t, data.economicError) })}` : ''}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-danger">{t('economic.invoice.failed', { error: failureText(t, data.economicError) })}</p>
          <Button variant="secondary" onClick={() => retry.mutate()} disabled={retry.isPending}>
            {t('economic.invoice.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
