import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import { priceListLimits } from '@servio/domain/price-list-import';
import { FilePicker } from '../../components/file-picker.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../lib/format/index.ts';
import { readPriceListFile, type SheetEncoding } from './read-price-list-file.ts';

export interface LoadedFile {
  fileName: string;
  rows: string[][];
  encoding: SheetEncoding;
}

export const maxSizeText = () => `${priceListLimits.maxFileBytes / 1024 / 1024} MB`;

/** Step 1: a file by drag and drop or the file button; read here, in the browser, and refused with a reason. */
export function FileStep({ onLoaded }: { onLoaded: (file: LoadedFile) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [over, setOver] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);

  const take = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    setChosen(file.name);
    setReading(true);
    const result = await readPriceListFile(file);
    setReading(false);
    if (result.ok) onLoaded({ fileName: file.name, rows: result.rows, encoding: result.encoding });
    else setError(t(`priceListImport.file.${result.reason}`, { size: maxSizeText() }));
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files[0]);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-[13px] font-medium">
        {t('priceListImport.file.label')}
      </label>
      <div
        data-testid="price-list-drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'mt-1.5 flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border-strong p-8 text-center',
          over && 'border-accent bg-accent/5',
        )}
      >
        <FileUp className="size-7 text-muted" aria-hidden="true" />
        <p className="text-sm font-medium">{t('priceListImport.file.drop')}</p>
        <FilePicker
          id={id}
          accept=".csv,.txt,.tsv,.xlsx,.xlsm,.xls,.ods,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          disabled={reading}
          aria-describedby={`${id}-help`}
          fileName={chosen}
          onFiles={(files) => void take(files[0])}
        />
      </div>
      <p id={`${id}-help`} className="mt-1.5 text-xs text-muted">
        {t('priceListImport.file.help', { size: maxSizeText(), lines: formatCount(priceListLimits.maxLines) })}
      </p>
      {reading && (
        <p role="status" className="mt-2 flex items-center gap-2 text-[13px] text-muted">
          <Spinner className="size-4" /> {t('priceListImport.file.reading')}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 rounded-lg border border-danger/30 bg-danger-soft p-3 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
