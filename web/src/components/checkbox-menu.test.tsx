import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Columns3 } from 'lucide-react';
import { CheckboxMenu } from './checkbox-menu.tsx';

function renderColumns(onToggle = vi.fn()) {
  render(
    <CheckboxMenu
      icon={Columns3}
      buttonText="Kolonner"
      title="Vis kolonner"
      items={[
        { id: 'address', label: 'Adresse', checked: true },
        { id: 'price', label: 'Pris', checked: false },
      ]}
      onToggle={onToggle}
    />,
  );
  return onToggle;
}

describe('CheckboxMenu', () => {
  it('opens its choices on a press and reports each tick', async () => {
    const onToggle = renderColumns();
    await userEvent.click(screen.getByRole('button', { name: 'Kolonner' }));
    const price = await screen.findByRole('menuitemcheckbox', { name: 'Pris' });
    expect(screen.getByRole('menuitemcheckbox', { name: 'Adresse' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(price);
    expect(onToggle).toHaveBeenCalledWith('price', true);
  });

  it('opens from the keyboard with the focus on the first choice', async () => {
    renderColumns();
    screen.getByRole('button', { name: 'Kolonner' }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitemcheckbox', { name: 'Adresse' });
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
  });
});
