import { DropdownMenu as Radix } from 'radix-ui';
import { Check, ChevronRight } from 'lucide-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** Thin styled wrappers around Radix DropdownMenu: keyboard navigation and focus handling come from Radix. */
export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;
export const DropdownMenuGroup = Radix.Group;
export const DropdownMenuSub = Radix.Sub;
export const DropdownMenuRadioGroup = Radix.RadioGroup;

const panel =
  'z-50 min-w-[220px] overflow-hidden rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg ' +
  'data-[side=bottom]:origin-top';

const itemBase =
  'relative flex w-full cursor-pointer select-none items-center gap-2.5 rounded-md px-2 py-1.5 text-[13px] outline-none ' +
  'data-[highlighted]:bg-surface-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted';

export const DropdownMenuContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.Content>>(
  function DropdownMenuContent({ className, sideOffset = 6, ...rest }, ref) {
    return (
      <Radix.Portal>
        <Radix.Content ref={ref} sideOffset={sideOffset} className={cn(panel, className)} {...rest} />
      </Radix.Portal>
    );
  },
);

export const DropdownMenuItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof Radix.Item>>(
  function DropdownMenuItem({ className, ...rest }, ref) {
    return <Radix.Item ref={ref} className={cn(itemBase, className)} {...rest} />;
  },
);

export function DropdownMenuSeparator() {
  return <Radix.Separator className="-mx-1 my-1 h-px bg-border" />;
}

export function DropdownMenuLabel({ children, className }: { children: ReactNode; className?: string }) {
  return <Radix.Label className={cn('px-2 py-1.5 text-[13px]', className)}>{children}</Radix.Label>;
}

export function DropdownMenuSubTrigger({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Radix.SubTrigger className={cn(itemBase, 'data-[state=open]:bg-surface-muted', className)}>
      {children}
      <ChevronRight className="ml-auto" aria-hidden="true" />
    </Radix.SubTrigger>
  );
}

export function DropdownMenuSubContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Radix.Portal>
      <Radix.SubContent sideOffset={6} className={cn(panel, 'min-w-[160px]', className)}>
        {children}
      </Radix.SubContent>
    </Radix.Portal>
  );
}

export function DropdownMenuRadioItem({
  value,
  children,
  className,
}: {
  value: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Radix.RadioItem value={value} className={cn(itemBase, 'pr-8', className)}>
      {children}
      <Radix.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" />
      </Radix.ItemIndicator>
    </Radix.RadioItem>
  );
}

/** A menu item that toggles (e.g. a column on or off); the menu stays open while choosing. */
export function DropdownMenuCheckboxItem({
  checked,
  onCheckedChange,
  children,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Radix.CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => event.preventDefault()}
      className={cn(itemBase, 'pr-8', className)}
    >
      {children}
      <Radix.ItemIndicator className="absolute right-2 inline-flex items-center">
        <Check aria-hidden="true" />
      </Radix.ItemIndicator>
    </Radix.CheckboxItem>
  );
}
