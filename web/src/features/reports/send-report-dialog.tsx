import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { SendPdfDialog } from '../../shared/send-pdf-dialog.tsx';
import { reportPdfUrl, sendVisitReport, visitReportKey, type VisitReport } from './reports-api.ts';

/**
 * "Send rapport": the report's PDF to the customer's email or another address, through the mail queue (the email
 * log shows it).
 */
export function SendReportDialog({
  report,
  customerEmail,
  onClose,
}: {
  report: VisitReport;
  customerEmail: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <SendPdfDialog
      texts={{
        title: t('reports.send.title'),
        intro: t('reports.send.intro'),
        to: t('reports.send.to'),
        preview: t('reports.send.preview'),
        submit: t('reports.send.submit'),
        cancel: t('reports.cancel'),
      }}
      initialTo={customerEmail}
      pdfPath={reportPdfUrl(report)}
      send={(to, key) => sendVisitReport({ visitId: report.visitId, to }, key)}
      onSent={(saved, to) => {
        queryClient.setQueryData(visitReportKey(report.visitId), (old: { archived: boolean } | undefined) => ({
          archived: old?.archived ?? false,
          report: saved,
        }));
        void queryClient.invalidateQueries({ queryKey: ['mailLog'] });
        toast.success(t('reports.send.sent', { to }));
      }}
      onClose={onClose}
    />
  );
}
