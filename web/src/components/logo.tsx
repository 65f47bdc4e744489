import { cn } from '../lib/cn.ts';

/** The brand mark; decorative unless given a label. */
export function Logo({ className, label }: { className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      fill="none"
      className={cn('size-8', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <path
        d="M21.5 11.2c-.9-1.6-2.9-2.7-5.4-2.7-3.1 0-5.3 1.6-5.3 3.9 0 2.2 1.6 3.2 4.6 3.8l1.6.3c1.9.4 2.7.9 2.7 1.9 0 1.2-1.4 2-3.4 2-2 0-3.5-.8-4.1-2.2"
        className="stroke-accent-foreground"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}
