import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** The content area's padding and max width; every admin page sits in one. */
export function Page({ children, className, wide }: { children: ReactNode; className?: string; wide?: boolean }) {
  return (
    <div
      className={cn('mx-auto w-full px-4 py-6 sm:px-6 lg:px-8 lg:py-8', wide ? 'max-w-7xl' : 'max-w-5xl', className)}
    >
      {children}
    </div>
  );
}
