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

export interface CheckboxMenuItem<I extends string> {
  id: I;
  /** Translated. */
  label: string;
  checked: boolean;
}

/** A titled run of choices; a menu with several (the visit tags, one per tag) separates them. */
export interface CheckboxMenuGroup<I extends string> {
  title: string;
  items: readonly CheckboxMenuItem<I>[];
}

/**
 * A button that opens a titled menu of on/off choices (the columns to show, the statuses or tags to filter on). The
 * menu stays open while ticking; Radix gives it keyboard navigation and returns focus to the button. One group is
 * given as `title` and `items`; several as `groups`.
 */
export function CheckboxMenu<I extends string>({
  icon: Icon,
  buttonText,
  label,
  onToggle,
  align = 'start',
  ...choices
}: {
  icon: LucideIcon;
  buttonText: string;
  /** The button's accessible name when its text carries more (e.g. a count); otherwise the text names it. */
  label?: string;
  onToggle: (id: I, on: boolean) => void;
  align?: 'start' | 'end';
} & ({ title: string; items: readonly CheckboxMenuItem<I>[] } | { groups: readonly CheckboxMenuGroup<I>[] })) {
  const groups = 'groups' in choices ? choices.groups : [choices];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label={label}>
          <Icon className="size-4" aria-hidden="true" />
          {buttonText}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="max-h-96 overflow-y-auto">
        {groups.map((group, i) => (
          // Groups keep their order while the menu is open, and two tags may share a name: the place is the key.
          <div key={i}>
            {i > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel className="text-muted">{group.title}</DropdownMenuLabel>
            {/* A lone group's title stands apart from its choices; several groups are told apart by the lines between. */}
            {groups.length === 1 && <DropdownMenuSeparator />}
            {group.items.map((item) => (
              <DropdownMenuCheckboxItem
                key={item.id}
                checked={item.checked}
                onCheckedChange={(on) => onToggle(item.id, on)}
              >
                {item.label}
              </DropdownMenuCheckboxItem>
            ))}
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
