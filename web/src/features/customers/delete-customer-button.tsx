import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { customersKey, deleteCustomer, type CustomerDetail } from './customers-api.ts';

/** Delete after a confirmation; a refusal (visits, invoices, locations) is explained in the dialog. */
export function DeleteCustomerButton({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => deleteCustomer(customer.id),
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('customers.deleted', { name: customer.name }));
      queryClient.removeQueries({ queryKey: [...customersKey, 'detail', customer.id] });
      await queryClient.invalidateQueries({ queryKey: customersKey });
      await navigate({ to: '/admin/customers' });
    },
    onError: () => undefined, // shown in the dialog
  });
  const refused = mutation.error instanceof GraphQLRequestError && mutation.error.code === 'BAD_USER_INPUT';
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('customers.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('customers.deleteTitle', { name: customer.name })}
        body={t('customers.deleteBody')}
        refusal={refused ? { title: t('customers.cannotDelete'), reason: errorText(t, mutation.error) } : undefined}
        error={mutation.error && !refused ? errorText(t, mutation.error) : undefined}
        confirmLabel={t('customers.deleteConfirm')}
        cancelLabel={t('common.close')}
        closeLabel={t('common.close')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  );
}
