import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ReceiptText } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { invalidateInvoiceData } from './invoices-api.ts';
import { setVisitsInvoiced, type VisitInvoiceAction } from './visit-invoicing-api.ts';

/**
 * "Marker som faktureret ▾": the spec's invoice actions for visits invoiced outside Servio (another system, by hand),
 * offered as the visits' state allows (`actions`). Done for all the visits or none; the refusal is said.
 */
export function VisitInvoiceMenu({
  visitIds,
  actions,
  onDone,
  disabled,
}: {
  visitIds: string[];
  actions: readonly VisitInvoiceAction[];
  onDone?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: (action: VisitInvoiceAction) => setVisitsInvoiced(visitIds, action),
    onSuccess: async (ids, action) => {
      toast.success(t(`invoices.visitState.done.${action}`, { count: ids.length }));
      await invalidateInvoiceData(queryClient);
      onDone?.();
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  if (actions.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" loading={mark.isPending} disabled={disabled || visitIds.length === 0}>
          <ReceiptText className="size-4" aria-hidden="true" />
          {t('invoices.visitState.menu')}
          <ChevronDown className="size-3.5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem key={action} onSelect={() => mark.mutate(action)}>
            {t(`invoices.visitState.actions.${action}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What a visit's state allows: on Servio's invoice nothing (it follows the invoice); else by invoiced and paid. */
export function visitInvoiceActionsFor(visit: {
  invoiceId: string | null;
  invoiced: boolean;
  paidAt: string | null;
}): VisitInvoiceAction[] {
  if (visit.invoiceId !== null) return [];
  if (!visit.invoiced) return ['invoiced', 'invoicedAndPaid'];
  return [visit.paidAt === null ? 'paid' : 'unpaid', 'uninvoiced'];
}
