import type { LucideIcon } from 'lucide-react';
import { buttonClasses } from './control-classes.ts';
import { DeferredMenu, deferredComponent } from './deferred-menu.tsx';

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

export type CheckboxMenuProps<I extends string> = {
  icon: LucideIcon;
  buttonText: string;
  /** The button's accessible name when its text carries more (e.g. a count); otherwise the text names it. */
  label?: string;
  onToggle: (id: I, on: boolean) => void;
  align?: 'start' | 'end';
} & ({ title: string; items: readonly CheckboxMenuItem<I>[] } | { groups: readonly CheckboxMenuGroup<I>[] });

const checkboxMenuPanel = deferredComponent<CheckboxMenuProps<string>>(() =>
  import('./checkbox-menu-panel.tsx').then((module) => module.CheckboxMenuPanel),
);

/**
 * A button that opens a titled menu of on/off choices (the columns to show, the statuses or tags to filter on). One
 * group is given as `title` and `items`; several as `groups`. Radix's menu code loads when the button is first pressed
 * or the page is idle (deferred-menu.tsx, decisions/0054): a list's first paint on a phone does not wait for it.
 */
export function CheckboxMenu<I extends string>(props: CheckboxMenuProps<I>) {
  const { icon: Icon, buttonText, label } = props;
  return (
    <DeferredMenu
      menu={checkboxMenuPanel}
      // The panel hands back the ids it was given: the menu's choices are this menu's own `I`.
      props={props as unknown as CheckboxMenuProps<string>}
      triggerClassName={buttonClasses('secondary')}
      triggerLabel={label}
    >
      <Icon className="size-4" aria-hidden="true" />
      {buttonText}
    </DeferredMenu>
  );
}
