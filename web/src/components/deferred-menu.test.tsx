import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu.tsx';
import { DeferredMenu, deferredComponent, useFirstOpeningFocus, type MenuOpening } from './deferred-menu.tsx';

/** A menu as the top bar's are: the real Radix menu, mounted open when pressed before its code was here. */
function FruitMenu({ openedWith }: MenuOpening) {
  const focusOnOpening = useFirstOpeningFocus(openedWith);
  return (
    <DropdownMenu defaultOpen={openedWith !== null}>
      <DropdownMenuTrigger aria-label="Frugt">Frugt</DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Frugt" onFocus={focusOnOpening}>
        <DropdownMenuItem>Æble</DropdownMenuItem>
        <DropdownMenuItem>Pære</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The menu's code as a promise the test settles, so "still loading" is a state the test sees, not a race. */
function menuArrivingWhenTold() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const importer = vi.fn(
    () =>
      new Promise<typeof FruitMenu>((resolve, reject) => {
        arrive = () => resolve(FruitMenu);
        fail = () => reject(new Error('offline'));
      }),
  );
  return { menu: deferredComponent<object>(importer), importer, arrive: () => arrive(), fail: () => fail() };
}

function renderTrigger(menu: ReturnType<typeof menuArrivingWhenTold>['menu']) {
  return render(
    <DeferredMenu menu={menu} props={{}} triggerClassName="trigger" triggerLabel="Frugt">
      Frugt
    </DeferredMenu>,
  );
}

describe('DeferredMenu', () => {
  it('is a named menu button before its code is here, busy while the code comes on a press', async () => {
    const { menu, arrive } = menuArrivingWhenTold();
    renderTrigger(menu);
    const button = screen.getByRole('button', { name: 'Frugt' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-busy')).toBeNull();

    await userEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    arrive();
    expect(await screen.findByRole('menu', { name: 'Frugt' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Æble', 'Pære']);
  });

  it('opened with Enter before its code was here, puts the focus on the first item', async () => {
    const { menu, arrive } = menuArrivingWhenTold();
    renderTrigger(menu);
    screen.getByRole('button', { name: 'Frugt' }).focus();
    await userEvent.keyboard('{Enter}');
    arrive();
    const first = await screen.findByRole('menuitem', { name: 'Æble' });
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('opened with the pointer, leaves the focus on the menu, as Radix does', async () => {
    const { menu, arrive } = menuArrivingWhenTold();
    renderTrigger(menu);
    await userEvent.click(screen.getByRole('button', { name: 'Frugt' }));
    arrive();
    const opened = await screen.findByRole('menu', { name: 'Frugt' });
    await vi.waitFor(() => expect(document.activeElement).toBe(opened));
  });

  it('asks for its code again on the next press when it could not be fetched', async () => {
    const { menu, importer, fail, arrive } = menuArrivingWhenTold();
    renderTrigger(menu);
    const button = screen.getByRole('button', { name: 'Frugt' });
    await userEvent.click(button);
    fail();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    expect(importer).toHaveBeenCalledTimes(2);
    arrive();
    expect(await screen.findByRole('menu', { name: 'Frugt' })).toBeTruthy();
  });

  it('renders the real menu at once where its code is already here', async () => {
    const { menu, arrive } = menuArrivingWhenTold();
    const loaded = menu.load();
    arrive();
    await loaded;
    renderTrigger(menu);
    const trigger = screen.getByRole('button', { name: 'Frugt' });
    expect(trigger.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menu', { name: 'Frugt' })).toBeTruthy();
  });
});
