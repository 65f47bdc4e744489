import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { Button } from './button.tsx';
import { useFirstOpeningFocus, type MenuOpening } from './deferred-menu.tsx';
import type { CheckboxMenuProps } from './checkbox-menu.tsx';

/**
 * The checkbox menu itself, loaded when first wanted (checkbox-menu.tsx). The menu stays open while ticking; Radix
 * gives it keyboard navigation and returns focus to the button.
 */
export function CheckboxMenuPanel({
  icon: Icon,
  buttonText,
  label,
  onToggle,
  align = 'start',
  openedWith,
  ...choices
}: CheckboxMenuProps<string> & MenuOpening) {
  const focusOnOpening = useFirstOpeningFocus(openedWith);
  const groups = 'groups' in choices ? choices.groups : [choices];
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label={label}>
          <Icon className="size-4" aria-hidden="true" />
          {buttonText}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="max-h-96 overflow-y-auto" onFocus={focusOnOpening}>
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
