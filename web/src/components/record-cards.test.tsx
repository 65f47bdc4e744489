import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cardsInFirstPaint, RecordCards } from './record-cards.tsx';

const records = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `v${i + 1}`, name: `Besøg ${i + 1}` }));

/** The cards of the first commit, counted before the browser could paint it (a layout effect runs before). */
function FirstCommit({ count, onFirstCommit }: { count: number; onFirstCommit: (cards: number) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    onFirstCommit(box.current!.querySelectorAll('li').length);
  }, [onFirstCommit]);
  return (
    <div ref={box}>
      <RecordCards label="Besøg" items={records(count)} card={(r) => ({ title: r.name })} />
    </div>
  );
}

describe('RecordCards', () => {
  it('makes a screenful of cards for the first paint and the rest right after', async () => {
    let first = 0;
    render(<FirstCommit count={50} onFirstCommit={(cards) => (first = cards)} />);
    expect(first).toBe(cardsInFirstPaint);
    expect(await screen.findByText('Besøg 50')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Besøg' }).children).toHaveLength(50);
  });

  it('makes a short list at once', () => {
    let first = 0;
    render(<FirstCommit count={5} onFirstCommit={(cards) => (first = cards)} />);
    expect(first).toBe(5);
  });
});
