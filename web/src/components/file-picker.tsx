import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from './button.tsx';

interface FilePickerProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'value' | 'className' | 'children'
> {
  id: string;
  /** The chosen file's name, shown beside the button ("Ingen fil valgt" without one). */
  fileName?: string | null;
  /** The button's text, when "Vælg fil" says too little ("Tilføj billeder"). */
  buttonText?: string;
  /** Without it no file name shows beside the button (a field that lists what it holds). */
  showFileName?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A file field in the interface language. The browser's own file input writes "Choose File / No file chosen" in the
 * browser's language whatever ours is, so the native input stays (it keeps the field's label, the keyboard and the
 * screen reader: Space opens the picker) but is visually hidden, and a button of ours beside it opens it.
 */
export function FilePicker({
  id,
  fileName,
  buttonText,
  showFileName = true,
  onFiles,
  disabled,
  ...input
}: FilePickerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement>(null);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []));
          // Choosing the same file again after an error must fire again.
          e.target.value = '';
        }}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onClick={() => ref.current?.click()}
        className={buttonClasses(
          'secondary',
          'sm',
          'shrink-0 peer-focus-visible:ring-2 peer-focus-visible:ring-accent peer-focus-visible:ring-offset-2',
        )}
      >
        {buttonText ?? t('controls.file.choose', { count: input.multiple ? 2 : 1 })}
      </button>
      {showFileName && (
        <span className="min-w-0 truncate text-[13px] text-muted" aria-live="polite">
          {fileName || t('controls.file.none')}
        </span>
      )}
    </span>
  );
}
