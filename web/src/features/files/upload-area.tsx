import { useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Upload, X } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { filesKey, uploadFile, type FileOwner, type UploadTab } from './files-api.ts';
import { resizeImage, uploadImageEdge } from './resize-image.ts';

/** What the file picker offers per tab; the server decides from the content anyway. */
const accepts: Record<UploadTab, string> = {
  images: 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
  documents: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp',
};

interface Upload {
  key: number;
  name: string;
  /** 0–1 while sending; null when it failed (`error` says why). */
  progress: number | null;
  error?: string;
}

/**
 * Our own labelled upload button (not the browser's "Choose file" text) and a drop area for one tab. Photos are
 * made smaller in the browser first (resizeImage); each file shows its progress, and a refusal says the spec's
 * upload error with the server's reason under it.
 */
export function UploadArea({
  owner,
  tab,
  maxMb,
}: {
  owner: FileOwner;
  tab: UploadTab;
  /** The company's limit per file in MB, when known: a larger file is refused here, before it is sent. */
  maxMb?: number | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const reasonOf = (error: unknown) => {
    if (error instanceof GraphQLRequestError && error.reason === 'file.tooLarge') {
      return t('reasons.file.tooLarge', { maxMb: error.extensions.maxMb ?? 25 });
    }
    return errorText(t, error);
  };

  async function send(files: File[]) {
    for (const original of files) {
      const key = nextKey.current++;
      setUploads((list) => [...list, { key, name: original.name, progress: 0 }]);
      try {
        const file = tab === 'images' ? await resizeImage(original, uploadImageEdge) : original;
        if (maxMb !== undefined && file.size > maxMb * 1024 * 1024) {
          update(key, { progress: null, error: t('reasons.file.tooLarge', { maxMb }) });
          continue;
        }
        await uploadFile(owner, tab, file, original.name, (progress) => update(key, { progress }));
        setUploads((list) => list.filter((u) => u.key !== key));
        await queryClient.invalidateQueries({ queryKey: filesKey(owner) });
      } catch (error) {
        update(key, { progress: null, error: reasonOf(error) });
      }
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <div
      className={cn(
        'rounded-lg border border-dashed border-border-strong p-4 transition-colors',
        dragging && 'border-accent bg-accent/5',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`upload-${tab}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accepts[tab]}
          aria-label={t(`files.upload.${tab}`)}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void send(chosen);
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={hintId}>
          <Upload className="size-4" aria-hidden="true" />
          {t(`files.upload.${tab}`)}
        </Button>
        <p id={hintId} className="text-[13px] text-muted">
          {t(`files.upload.${tab}Hint`)}
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2" aria-live="polite">
          {uploads.map((u) => (
            <li key={u.key} className="text-[13px]">
              {u.progress !== null ? (
                <div className="flex items-center gap-3">
                  <span className="min-w-0 flex-1 truncate">{t('files.upload.sending', { name: u.name })}</span>
                  <progress
                    className="h-2 w-40 accent-accent"
                    value={u.progress}
                    max={1}
                    aria-label={t('files.upload.progressLabel', { name: u.name })}
                  />
                </div>
              ) : (
                <div role="alert" className="flex items-start gap-2 rounded-md bg-danger-soft p-2.5 text-danger">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{t('files.upload.failed', { name: u.name })}</p>
                    <p>{u.error}</p>
                  </div>
                  <button
                    type="button"
                    className="inline-flex size-6 items-center justify-center rounded hover:bg-danger/10 focus-visible:outline-2 focus-visible:outline-ring"
                    aria-label={t('files.upload.dismiss')}
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
