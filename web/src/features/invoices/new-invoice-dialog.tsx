import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilePlus2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { FieldError } from '../../components/field-error.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import { errorText } from '../../lib/reasons.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { createInvoice } from './invoice-drafts-api.ts';
import { invalidateInvoiceData } from './invoices-api.ts';

/**
 * "Ny faktura": an invoice by hand. The customer is chosen here; the draft opens on its page with its lines to
 * write (the editor opens by itself on a draft without lines).
 */
export function NewInvoiceButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const idempotency = useIdempotencyKey();

  const create = useMutation({
    mutationFn: (id: string) => createInvoice({ customerId: id }, idempotency.keyFor({ customerId: id })),
    onSuccess: async (invoice) => {
      idempotency.reset();
      setOpen(false);
      await invalidateInvoiceData(queryClient);
      await navigate({ to: '/admin/invoices/$invoiceId', params: { invoiceId: invoice.id } });
    },
  });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCustomerId(null);
      setMissing(false);
      create.reset();
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <FilePlus2 className="size-4" aria-hidden="true" />
        {t('invoices.new.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('invoices.new.title')}
        description={t('invoices.new.description')}
        closeLabel={t('common.close')}
      >
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setMissing(customerId === null);
            if (customerId !== null) create.mutate(customerId);
          }}
        >
          <div>
            <CustomerPicker
              label={t('invoices.new.customer')}
              value={customerId}
              invalid={missing}
              describedBy={missing ? 'new-invoice-customer-error' : undefined}
              onChange={(customer) => {
                setCustomerId(customer?.id ?? null);
                setMissing(false);
              }}
            />
            <FieldError
              id="new-invoice-customer-error"
              message={missing ? t('invoices.new.customerRequired') : undefined}
            />
          </div>
          {create.isError && <FormErrors messages={[errorText(t, create.error)]} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('invoices.new.create')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
