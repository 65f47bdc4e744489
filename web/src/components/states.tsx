import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** Centred message for empty, coming-soon, not-found and error states. Texts are passed in (already translated). */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
  className,
  tone = 'neutral',
  headingLevel = 2,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  className?: string;
  tone?: 'neutral' | 'danger';
  /** 1 when the state is the whole page (no other h1). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-14 text-center', className)}>
      {Icon && (
        <div
          className={cn(
            'mb-4 flex size-11 items-center justify-center rounded-xl border',
            tone === 'danger'
              ? 'border-danger/30 bg-danger-soft text-danger'
              : 'border-border bg-surface-muted text-muted',
          )}
        >
          <Icon className="size-5" aria-hidden={true} />
        </div>
      )}
      <Heading className="text-[15px] font-semibold text-foreground">{title}</Heading>
      {body && <p className="mt-1.5 max-w-md text-[13px] leading-relaxed text-muted">{body}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
