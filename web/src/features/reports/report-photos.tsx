import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { FilePicker } from '../../components/file-picker.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { apiUrl } from '../../lib/api.ts';
import { errorText } from '../../lib/reasons.ts';
import { filesKey, resizeImage, uploadFile, uploadImageEdge } from '../files/index.ts';
import type { ReportFieldSlot } from '../report-templates/index.ts';

/**
 * A photo field of a report: the photos taken for it (thumbnails from the server), more added from the camera or the
 * photo library (resized in the browser, then uploaded to the visit's images, where the images tab shows them too),
 * and one removed from the answer (the image stays on the visit).
 */
export function ReportPhotos({ slot, visitId }: { slot: ReportFieldSlot; visitId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const photos = Array.isArray(slot.value) ? (slot.value as string[]) : [];

  const add = async (files: File[]) => {
    setError(null);
    setUploading(files.length);
    const added: string[] = [];
    for (const file of files) {
      try {
        const small = await resizeImage(file, uploadImageEdge);
        const stored = await uploadFile({ visitId }, 'images', small, file.name, () => undefined);
        added.push(stored.id);
      } catch (e) {
        setError(errorText(t, e));
      }
      setUploading((n) => n - 1);
    }
    if (added.length > 0) {
      slot.onChange([...photos, ...added]);
      void queryClient.invalidateQueries({ queryKey: filesKey({ visitId }) });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-labelledby={slot.labelId}>
          {photos.map((fileId, index) => (
            <li key={fileId} className="relative">
              <img
                src={apiUrl(`/files/${fileId}/thumbnail`)}
                alt={t('reports.photo', { number: index + 1 })}
                className="size-24 rounded-md border border-border object-cover"
              />
              {!slot.readOnly && (
                <button
                  type="button"
                  onClick={() => slot.onChange(photos.filter((p) => p !== fileId))}
                  aria-label={t('reports.removePhoto', { number: index + 1 })}
                  className="absolute top-1 right-1 rounded-full bg-surface/90 p-0.5 shadow-xs hover:bg-surface"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length === 0 && slot.readOnly && <p className="text-[13px] text-muted">{t('reports.noPhotos')}</p>}
      {!slot.readOnly && (
        <div className="flex items-center gap-3">
          <FilePicker
            id={id}
            accept="image/*"
            capture="environment"
            multiple
            aria-labelledby={slot.labelId}
            disabled={uploading > 0}
            buttonText={t('reports.addPhotos')}
            showFileName={false}
            onFiles={(files) => void add(files)}
          />
          {uploading > 0 && (
            <span role="status" className="flex items-center gap-2 text-[13px] text-muted">
              <Spinner className="size-4" /> {t('reports.uploading', { count: uploading })}
            </span>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
