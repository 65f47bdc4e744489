import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { InvitationLinkDialog } from '../invitations/index.ts';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { customersKey, inviteCustomer, type CustomerDetail } from './customers-api.ts';

/** "Invite to sign in": creates the customer's login and a one-time link to copy (the mail comes later). */
export function InviteCustomerButton({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<{ link: string; expiresAt: string } | null>(null);
  const mutation = useMutation({
    mutationFn: () => inviteCustomer(customer.id),
    onSuccess: async (result) => {
      setLink(result);
      await queryClient.invalidateQueries({ queryKey: [...customersKey, 'detail', customer.id] });
    },
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <>
      <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {!mutation.isPending && <KeyRound className="size-4" aria-hidden="true" />}
        {t('customers.invite')}
      </Button>
      <InvitationLinkDialog
        invitation={link}
        name={customer.name}
        email={customer.email ?? ''}
        onClose={() => setLink(null)}
      />
    </>
  );
}
