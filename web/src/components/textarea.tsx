import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { inputClasses } from './input.tsx';

/** A multi-line text field that looks like an Input (its border, focus ring and invalid state), grown to its rows. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...rest },
  ref,
) {
  return <textarea ref={ref} className={cn(inputClasses, 'h-auto py-2', className)} {...rest} />;
});
