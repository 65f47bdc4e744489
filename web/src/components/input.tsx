import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

export const inputClasses =
  'block w-full h-9 rounded-md border border-border-strong bg-surface px-3 text-sm text-foreground shadow-xs ' +
  'placeholder:text-muted/70 transition-colors ' +
  'focus-visible:outline-none focus-visible:border-accent focus-visible:ring-3 focus-visible:ring-accent/20 ' +
  'disabled:opacity-60 disabled:cursor-not-allowed ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:ring-danger/20';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...rest },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, className)} {...rest} />;
});
