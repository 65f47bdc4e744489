import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '../lib/cn.ts';

/** Radix tabs (arrow keys move between tabs) in the app's look. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cn('flex gap-1 border-b border-border', className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        '-mb-px inline-flex h-9 items-center gap-1.5 border-b-2 border-transparent px-3 text-[13px] font-medium text-muted',
        'hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        'data-[state=active]:border-accent data-[state=active]:text-foreground',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('pt-5 focus-visible:outline-none', className)} {...rest} />;
}
