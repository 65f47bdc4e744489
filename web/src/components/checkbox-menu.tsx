import type { LucideIcon } from 'lucide-react';
import { Button } from './button.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

/**
 * A button that opens a titled menu of on/off choices (the columns to show, the statuses to filter on). The menu
 * stays open while ticking; Radix gives it keyboard navigation and returns focus to the button.
 */
export function CheckboxMenu<I extends string>({
  icon: Icon,
  buttonText,
  label,
  title,
  items,
  onToggle,
  align = 'start',
}: {
  icon: LucideIcon;
  buttonText: string;
  /** The button's accessible name when its text carries more (e.g. a count); otherwise the text names it. */
  label?: string;
  title: string;
  /** Labels translated. */
  items: readonly { id: I; label: string; checked: boolean }[];
  onToggle: (id: I, on: boolean) => void;
  align?: 'start' | 'end';
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label={label}>
          <Icon className="size-4" aria-hidden="true" />
          {buttonText}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align}>
        <DropdownMenuLabel className="text-muted">{title}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuCheckboxItem key={item.id} checked={item.checked} onCheckedChange={(on) => onToggle(item.id, on)}>
            {item.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
