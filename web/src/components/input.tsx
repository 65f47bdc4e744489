import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { inputClasses } from './control-classes.ts';

export { inputClasses } from './control-classes.ts';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...rest },
  ref,
) {
  return <input ref={ref} className={cn(inputClasses, className)} {...rest} />;
});
