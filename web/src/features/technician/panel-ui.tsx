import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigatePanel } from './panel-location.ts';

/*
 * The panel's few building blocks, the design system's looks without its class merging (tailwind-merge is 17 KB of
 * the back office's bundle; the panel's first screen has a 120 KB budget, decisions/0016). Classes are fixed here,
 * so nothing needs merging.
 */

const buttonBase =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-md px-4 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50';
const buttonVariants = {
  primary: 'bg-accent text-accent-foreground hover:bg-accent-hover shadow-sm',
  secondary: 'bg-surface text-foreground border border-border-strong hover:bg-surface-muted shadow-xs',
};

export function PanelButton({
  variant = 'primary',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonVariants }) {
  return <button type="button" className={`${buttonBase} ${buttonVariants[variant]}`} {...rest} />;
}

const tones: Record<string, string> = {
  not_scheduled: 'bg-amber-50 text-amber-800 ring-amber-600/20 dark:bg-amber-950/50 dark:text-amber-300',
  scheduled: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-950/50 dark:text-sky-300',
  current: 'bg-accent-soft text-accent ring-accent/20',
  completed: 'bg-green-50 text-green-700 ring-green-600/20 dark:bg-green-950/50 dark:text-green-300',
};

/** The visit's status as the back office's badge shows it (shared/visit-status-badge), same words and colours. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tones[status] ?? 'bg-surface-muted text-muted ring-border'}`}
    >
      {t(`visitStatus.${status}`, { defaultValue: status })}
    </span>
  );
}

export function PanelLogo() {
  return (
    <svg viewBox="0 0 32 32" fill="none" className="size-7" aria-hidden="true">
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

export function Spinner() {
  return (
    <svg className="size-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** A link inside the panel (the list or one visit): a real link (opens in a new tab too), followed without a reload. */
export function PanelLink({
  visitId,
  className,
  children,
  ...rest
}: {
  visitId?: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const href = visitId
    ? `/technician/dashboard/index?visit=${encodeURIComponent(visitId)}`
    : '/technician/dashboard/index';
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigatePanel(visitId);
  };
  return (
    <a href={href} onClick={follow} className={className} {...rest}>
      {children}
    </a>
  );
}
