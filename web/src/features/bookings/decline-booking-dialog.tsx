import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { Field } from '../../components/field.tsx';
import { Textarea } from '../../components/textarea.tsx';
import { FormFooter } from '../../components/form-footer.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { declineBooking, type Booking } from './bookings-api.ts';
import { bookingsKey } from './bookings-key.ts';

/** Decline with a message mailed to the visitor; left empty, the company's own declined text (or the product's). */
export function DeclineBookingDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: Booking;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const save = useMutation({
    mutationFn: () => declineBooking(booking, message),
    onSuccess: async () => {
      toast.success(t('booking.declined'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: ['navigationCounts'] }),
      ]);
      onDone();
    },
    onError: () => undefined, // shown in the form
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('booking.declineTitle', { name: booking.name })}
      closeLabel={t('common.close')}
      className="max-w-lg"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        className="space-y-4 px-5 pb-5"
      >
        {save.error && <FormErrors messages={[errorText(t, save.error)]} />}
        <Field
          label={t('booking.fields.declineMessage')}
          help={booking.email ? t('booking.declineHelp', { email: booking.email }) : t('booking.noEmail')}
        >
          <Textarea rows={4} maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <FormFooter onCancel={onClose} saving={save.isPending} submitLabel={t('booking.decline')} />
      </form>
    </Dialog>
  );
}
