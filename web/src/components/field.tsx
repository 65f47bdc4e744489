import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Label } from './label.tsx';
import { FieldError } from './field-error.tsx';
import { cn } from '../lib/cn.ts';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  help?: ReactNode;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label + control + help + error, wired together for screen readers. */
export function Field({ label, error, help, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [help && !error ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className={cn('min-w-0', className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{control}</div>
      {help && !error && (
        <p id={helpId} className="mt-1.5 text-[13px] text-muted">
          {help}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
