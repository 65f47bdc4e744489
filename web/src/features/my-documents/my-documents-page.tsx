import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, FileText, ImageIcon } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Page } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { formatDate, formatFileSize } from '../../lib/format/index.ts';
import { myDocumentDownloadUrl, myDocumentsOptions, type MyDocument } from './my-documents-api.ts';

const pageSize = 20;

/**
 * The customer portal's documents: the files the office shared with the login (on its customers, their visits and
 * their equipment), newest first, each with what it belongs to, its date and size, and a download link. One column of
 * rows, so a phone shows it as it is.
 */
export function MyDocumentsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const documents = useQuery(myDocumentsOptions({ page, pageSize }));

  let body;
  if (documents.isPending) {
    body = (
      <div className="flex flex-col gap-2 p-4" aria-busy="true" aria-label={t('files.my.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  } else if (documents.isError) {
    body = (
      <ErrorState
        title={t('files.my.loadError')}
        body={t('files.my.loadErrorBody')}
        retryLabel={t('files.my.retry')}
        onRetry={() => void documents.refetch()}
      />
    );
  } else if (documents.data.totalCount === 0) {
    body = <EmptyState icon={FileText} title={t('files.my.emptyTitle')} body={t('files.my.emptyBody')} />;
  } else {
    body = (
      <>
        <ul aria-label={t('files.my.listLabel')} className="divide-y divide-border">
          {documents.data.items.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
        {documents.data.totalCount > pageSize && (
          <Pagination page={page} pageSize={pageSize} total={documents.data.totalCount} onPage={setPage} />
        )}
      </>
    );
  }

  return (
    <Page>
      <div className="mb-5">
        <h2 className="text-xl font-semibold tracking-tight">{t('files.my.title')}</h2>
        <p className="mt-0.5 text-[13px] text-muted">{t('files.my.intro')}</p>
      </div>
      <Card className="overflow-hidden">{body}</Card>
    </Page>
  );
}

function DocumentRow({ document }: { document: MyDocument }) {
  const { t } = useTranslation();
  const Icon = document.kind === 'image' ? ImageIcon : FileText;
  const { kind, label } = document.attachedTo;
  const belongsTo =
    kind === 'VISIT'
      ? t('files.my.onVisit', { caseNumber: label })
      : kind === 'MATERIAL'
        ? t('files.my.onMaterial', { name: label })
        : t('files.my.onCustomer', { name: label });
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={document.name}>
          {document.name}
        </p>
        <p className="text-[13px] text-muted">{belongsTo}</p>
        <p className="text-xs text-muted tabular-nums">
          {formatDate(document.createdAt)} · {formatFileSize(document.size)}
        </p>
      </div>
      <a
        href={myDocumentDownloadUrl(document)}
        download={document.name}
        aria-label={t('files.my.downloadName', { name: document.name })}
        className="inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-md px-2 text-[13px] font-medium text-accent hover:underline"
      >
        <Download className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">{t('files.my.download')}</span>
      </a>
    </li>
  );
}
