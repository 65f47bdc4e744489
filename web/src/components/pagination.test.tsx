import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination.tsx';

describe('Pagination', () => {
  it('reads an exact total and closes the next page on the last one', () => {
    render(<Pagination page={3} pageSize={50} total={120} onPage={vi.fn()} />);
    expect(screen.getByText('101–120 af 120')).toBeTruthy();
    expect(screen.getByText('3 / 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Næste side' })).toHaveProperty('disabled', true);
  });

  it('reads a capped total as "1.000+" and keeps paging on past it', async () => {
    const onPage = vi.fn();
    render(<Pagination page={20} pageSize={50} total={1000} capped onPage={onPage} />);
    expect(screen.getByText('951–1.000 af 1.000+')).toBeTruthy();
    expect(screen.getByText('20 / 20+')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Næste side' }));
    expect(onPage).toHaveBeenCalledWith(21);
  });
});
