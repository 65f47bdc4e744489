import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Dialog } from '../../components/dialog.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { apiUrl } from '../../lib/api.ts';
import type { StoredFile } from './files-api.ts';

/** One image at full size in a dialog (Escape or the close button leaves), with its download. */
export function ImageLightbox({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={file !== null}
      onOpenChange={(open) => !open && onClose()}
      title={file?.name ?? ''}
      closeLabel={t('common.close')}
      className="max-w-5xl"
    >
      {file && (
        <div className="flex flex-col items-center gap-3 px-5 pb-5">
          <img
            src={apiUrl(file.url)}
            alt={file.name}
            className="max-h-[68vh] w-auto max-w-full rounded-md object-contain"
          />
          <a className={buttonClasses('secondary', 'sm')} href={apiUrl(`${file.url}?download=1`)} download={file.name}>
            <Download className="size-4" aria-hidden="true" />
            {t('files.download')}
          </a>
        </div>
      )}
    </Dialog>
  );
}
