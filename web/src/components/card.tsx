import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-border bg-surface shadow-xs', className)} {...rest} />;
}

/** A titled card section, used for settings groups and lists. */
export function CardSection({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={className}>
      <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
        <div>
          <Heading className="text-[15px] font-semibold text-foreground">{title}</Heading>
          {description && <p className="mt-0.5 text-[13px] text-muted">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="px-5 py-5">{children}</div>
    </Card>
  );
}
