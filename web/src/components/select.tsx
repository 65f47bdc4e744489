import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { inputClasses } from './input.tsx';

/** A native select: accessible and keyboard friendly without extra code. */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...rest },
  ref,
) {
  return <select ref={ref} className={cn(inputClasses, 'pr-8', className)} {...rest} />;
});
