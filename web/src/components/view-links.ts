/**
 * A list's views as links in a pill (the visits list's Alle/Forfaldne, the customer portal's Kommende/Tidligere):
 * the router marks the current one aria-current="page", which the look follows.
 */
export const viewNavClass = 'inline-flex items-center rounded-lg bg-surface-muted p-1';

export const viewLinkClass =
  'inline-flex h-8 items-center rounded-md px-3 text-[13px] font-medium text-muted hover:text-foreground ' +
  'aria-[current=page]:bg-surface aria-[current=page]:text-foreground aria-[current=page]:shadow-xs';
