import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { deferredModule, whenPageSettled, type DeferredModule } from '../lib/deferred-module.ts';

/**
 * What a deferred menu's own module gets: how it was opened before its code was here (it then mounts open), or null
 * when it mounts closed.
 */
export interface MenuOpening {
  openedWith: 'pointer' | 'keyboard' | null;
}

/**
 * The content's `onFocus` for a menu mounted open. Radix moves the focus on to the first item of a menu opened from
 * the keyboard because it saw the key go down; a menu mounted open by a key pressed before its code was here never
 * saw it and stops at the menu itself, so the first item is focused here, that once. Later openings are Radix's own.
 */
export function useFirstOpeningFocus(openedWith: MenuOpening['openedWith']): (event: FocusEvent<HTMLElement>) => void {
  const pending = useRef(openedWith === 'keyboard');
  return (event: FocusEvent<HTMLElement>) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
  };
}

/** A menu's code, fetched once, on demand; `current` is the component once it is here. */
export type DeferredComponent<P> = DeferredModule<ComponentType<P & MenuOpening>>;

export function deferredComponent<P>(importer: () => Promise<ComponentType<P & MenuOpening>>): DeferredComponent<P> {
  return deferredModule(importer);
}

const opensMenu = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu whose code loads when it is needed, not with the page (decisions/0052): Radix's menu brings its
 * popper, focus scope and dismissable layer, some 30 KB gzip, which every back-office page waited for before its
 * first paint. Until its code is here the trigger is a plain button of the same look and name; pressing it (pointer,
 * Enter, Space, ↓) fetches the code if need be and shows the real menu open. The code is fetched anyway once the page
 * has loaded and the browser is idle, so the first press is normally instant. The plain button is swapped only when
 * pressed, never under a focused keyboard user's hands; Radix's open menu then takes the focus and returns it to its
 * own trigger when it closes.
 */
export function DeferredMenu<P extends object>({
  menu,
  props,
  triggerClassName,
  triggerLabel,
  children,
}: {
  menu: DeferredComponent<P>;
  props: P;
  triggerClassName: string;
  /** The trigger's accessible name where its content does not give it (an icon alone, a count beside the text). */
  triggerLabel?: string;
  children: ReactNode;
}) {
  const [Menu, setMenu] = useState(() => menu.current());
  const [openedWith, setOpenedWith] = useState<MenuOpening['openedWith']>(null);

  useEffect(
    () =>
      whenPageSettled(() => {
        menu.load().catch(() => undefined); // a failure is retried when pressed
      }),
    [menu],
  );

  if (Menu) return <Menu {...props} openedWith={openedWith} />;

  const open = (how: 'pointer' | 'keyboard') => {
    setOpenedWith(how);
    menu.load().then(
      (component) => setMenu(() => component),
      () => setOpenedWith(null),
    );
  };
  return (
    <button
      type="button"
      className={triggerClassName}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={openedWith !== null || undefined}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault(); // as Radix's trigger: the open menu, not the button, takes the focus
        open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!opensMenu.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      {children}
    </button>
  );
}
