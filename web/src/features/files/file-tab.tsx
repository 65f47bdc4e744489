import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download, ExternalLink, FileText, ImageIcon, Images } from 'lucide-react';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { EmptyState } from '../../components/states.tsx';
import { apiUrl } from '../../lib/api.ts';
import { formatDateTime, formatFileSize } from '../../lib/format/index.ts';
import { DeleteFileButton } from './delete-file-button.tsx';
import { filePageSize, filesOptions, type FileOwner, type StoredFile } from './files-api.ts';
import { ImageLightbox } from './image-lightbox.tsx';
import { ShareFileToggle } from './share-file-toggle.tsx';
import { UploadArea } from './upload-area.tsx';

/**
 * One tab of a visit's or customer's files: the upload area (when the viewer may add this kind) and the list:
 * documents as rows (a PDF opens in a new tab, anything else downloads), images as thumbnails that open in a
 * lightbox. Loading, empty and error states as everywhere.
 */
export function FileTab({
  owner,
  kind,
  canUpload,
  maxMb,
}: {
  owner: FileOwner;
  kind: 'image' | 'document';
  canUpload: boolean;
  maxMb?: number | undefined;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<StoredFile | null>(null);
  const query = useQuery({ ...filesOptions(owner, kind, page), placeholderData: keepPreviousData });
  const tab = kind === 'image' ? 'images' : 'documents';

  let list;
  if (query.isPending) list = <p className="text-[13px] text-muted">{t('files.loading')}</p>;
  else if (query.isError)
    list = (
      <div role="alert" className="flex items-center gap-3 text-[13px]">
        <span>{t('files.loadError')}</span>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('files.retry')}
        </Button>
      </div>
    );
  else if (query.data.totalCount === 0)
    list = (
      <EmptyState
        className="py-8"
        icon={kind === 'image' ? Images : FileText}
        title={t(`files.empty.${tab}`)}
        body={canUpload ? t(`files.emptyBody.${tab}`) : undefined}
        headingLevel={2}
      />
    );
  else
    list = (
      <>
        {kind === 'image' ? (
          <ImageGrid owner={owner} files={query.data.items} onView={setViewing} />
        ) : (
          <DocumentList owner={owner} files={query.data.items} />
        )}
        {query.data.totalCount > filePageSize && (
          <Pagination
            page={page + 1}
            pageSize={filePageSize}
            total={query.data.totalCount}
            onPage={(p) => setPage(p - 1)}
          />
        )}
      </>
    );

  return (
    <div className="flex flex-col gap-4">
      {canUpload && <UploadArea owner={owner} tab={tab} maxMb={maxMb} />}
      {list}
      <ImageLightbox file={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function uploadedLine(file: StoredFile) {
  return [formatFileSize(file.size), file.uploadedByName, formatDateTime(file.createdAt)].filter(Boolean).join(' · ');
}

function ImageGrid({
  owner,
  files,
  onView,
}: {
  owner: FileOwner;
  files: StoredFile[];
  onView: (file: StoredFile) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
      aria-label={t('files.imagesList')}
    >
      {files.map((file) => (
        <li key={file.id} className="overflow-hidden rounded-lg border border-border bg-surface">
          <button
            type="button"
            className="block aspect-square w-full bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => onView(file)}
            aria-label={t('files.view', { name: file.name })}
          >
            {file.thumbnailUrl ? (
              <img
                src={apiUrl(file.thumbnailUrl)}
                alt=""
                loading="lazy"
                className="size-full object-cover"
                data-testid="file-thumbnail"
              />
            ) : (
              <span className="flex size-full flex-col items-center justify-center gap-1 text-xs text-muted">
                <ImageIcon className="size-6" aria-hidden="true" />
                {t('files.noThumbnail')}
              </span>
            )}
          </button>
          <div className="flex items-start gap-1 p-2">
            <div className="min-w-0 flex-1">
              <p className="truncate text-[13px] font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="truncate text-xs text-muted">{uploadedLine(file)}</p>
              <ShareFileToggle owner={owner} file={file} />
            </div>
            {file.mayDelete && <DeleteFileButton owner={owner} file={file} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

function DocumentList({ owner, files }: { owner: FileOwner; files: StoredFile[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('files.documentsList')}>
      {files.map((file) => {
        const opensInBrowser = file.mimeType === 'application/pdf';
        return (
          <li key={file.id} className="flex items-center gap-3 px-3 py-2.5">
            <FileText className="size-5 shrink-0 text-muted" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              {opensInBrowser ? (
                <a
                  href={apiUrl(file.url)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${file.name} ${t('files.opensInNewTab')}`}
                  className="block truncate text-[13px] font-medium text-accent hover:underline"
                >
                  {file.name}
                  <ExternalLink className="ml-1 inline size-3" aria-hidden="true" />
                </a>
              ) : (
                <p className="truncate text-[13px] font-medium">{file.name}</p>
              )}
              <p className="truncate text-xs text-muted">{uploadedLine(file)}</p>
              <ShareFileToggle owner={owner} file={file} />
            </div>
            <a
              className={buttonClasses('ghost', 'icon')}
              href={apiUrl(`${file.url}?download=1`)}
              download={file.name}
              aria-label={t('files.downloadName', { name: file.name })}
              title={t('files.downloadName', { name: file.name })}
            >
              <Download className="size-4" aria-hidden="true" />
            </a>
            {file.mayDelete && <DeleteFileButton owner={owner} file={file} />}
          </li>
        );
      })}
    </ul>
  );
}
