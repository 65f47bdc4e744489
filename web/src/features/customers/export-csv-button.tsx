import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { downloadText } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';
import { errorText } from '../../lib/reasons.ts';
import { customersCsv } from './customers-api.ts';

/** Downloads the list as searched, filtered and sorted, as a CSV file for Danish Excel (the server writes it). */
export function ExportCsvButton({ variables }: { variables: Parameters<typeof customersCsv>[0] }) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: () => customersCsv(variables),
    onSuccess: (csv) =>
      downloadText(csv, `${t('customers.exportFileName')}-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) => toast.error(errorText(t, error)),
  });
  return (
    <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      {!mutation.isPending && <Download className="size-4" aria-hidden="true" />}
      {t('customers.export')}
    </Button>
  );
}
