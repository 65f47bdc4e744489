import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../components/delete-record-button.tsx';
import { toast } from '../../lib/toast.ts';
import { customersKey, deleteCustomer, type CustomerDetail } from './customers-api.ts';

/** Delete after a confirmation; a refusal (visits, invoices, locations) is explained in the dialog. */
export function DeleteCustomerButton({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <DeleteRecordButton
      texts={{
        button: t('customers.delete'),
        title: t('customers.deleteTitle', { name: customer.name }),
        body: t('customers.deleteBody'),
        confirm: t('customers.deleteConfirm'),
        cannotDelete: t('customers.cannotDelete'),
      }}
      remove={() => deleteCustomer(customer.id)}
      onDeleted={async () => {
        toast.success(t('customers.deleted', { name: customer.name }));
        queryClient.removeQueries({ queryKey: [...customersKey, 'detail', customer.id] });
        await queryClient.invalidateQueries({ queryKey: customersKey });
        await navigate({ to: '/admin/customers' });
      }}
    />
  );
}
