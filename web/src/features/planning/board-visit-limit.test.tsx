import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BoardVisitLimit } from './board-visit-limit.tsx';

describe('BoardVisitLimit', () => {
  it('says in Danish how many visits the board shows, the number written the Danish way', () => {
    render(<BoardVisitLimit limit={5000} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Perioden har flere end 5.000 besøg, så tavlen viser kun de første 5.000. Vælg en afdeling eller en kortere periode for at se dem alle.',
    );
  });
});
