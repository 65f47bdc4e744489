import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DndContext, PointerSensor, useSensor, useSensors, type DragStartEvent } from '@dnd-kit/core';
import { BoardVisitCard, cardInstructionsId } from './board-visit-card.tsx';
import type { PlanningVisit } from './planning-api.ts';

const visit: PlanningVisit = {
  id: 'v1',
  version: 3,
  caseNumber: 1042,
  customerName: 'Hansen ApS',
  description: null,
  status: 'scheduled',
  start: '2026-11-02T07:00:00.000Z',
  end: '2026-11-02T08:00:00.000Z',
  employeeIds: ['e1'],
  address: 'Nørregade 1, 1165 København K',
  latitude: null,
  longitude: null,
  fixedAddress: null,
  bookingKind: null,
};

function Board({ onDragStart }: { onDragStart: (event: DragStartEvent) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart}>
      <p id={cardInstructionsId} hidden>
        Tryk Enter for at tage besøget op.
      </p>
      <BoardVisitCard
        visit={visit}
        fromEmployeeId="e1"
        originCell="cell:e1:20394"
        selected={false}
        conflicts={['Dobbeltbooking']}
        roleDescription="flytbart besøg"
        onToggleSelect={() => undefined}
        onPickUp={() => undefined}
        onOpen={() => undefined}
      />
    </DndContext>
  );
}

const card = () => screen.getByRole('button', { name: /#1042 Hansen ApS/ });
/** A press and a move past the board's 4 px threshold, as the pointer sensor listens for them. */
function pressAndMove(target: HTMLElement) {
  fireEvent.pointerDown(target, { isPrimary: true, button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(target.ownerDocument, { isPrimary: true, clientX: 30, clientY: 10 });
}

describe('a card on the planning board', () => {
  it('is a described, named control before any pointer has come near it', () => {
    render(<Board onDragStart={() => undefined} />);
    expect(card().getAttribute('aria-roledescription')).toBe('flytbart besøg');
    expect(document.getElementById(card().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tryk Enter for at tage besøget op.',
    );
    expect(card().getAttribute('aria-label')).toMatch(/Nørregade 1.*Dobbeltbooking/);
    expect(card().tabIndex).toBe(0);
  });

  it('starts a drag when a pointer comes over it and presses', () => {
    const onDragStart = vi.fn();
    render(<Board onDragStart={onDragStart} />);
    fireEvent.pointerEnter(card());
    pressAndMove(card());
    expect(onDragStart).toHaveBeenCalledTimes(1);
    expect(onDragStart.mock.calls[0]![0].active.id).toBe('visit:v1:e1');
  });

  it('starts a drag from a press with no pointer coming over first (a card drawn under a resting mouse)', () => {
    const onDragStart = vi.fn();
    render(<Board onDragStart={onDragStart} />);
    pressAndMove(card());
    expect(onDragStart).toHaveBeenCalledTimes(1);
    expect(onDragStart.mock.calls[0]![0].active.data.current).toMatchObject({ visitId: 'v1', kind: 'move' });
  });

  it('keeps the keyboard focus when a pointer comes over it', () => {
    render(<Board onDragStart={() => undefined} />);
    const dormant = card();
    dormant.focus();
    fireEvent.pointerEnter(dormant);
    // The armed card is another element, and it has the focus.
    expect(card()).not.toBe(dormant);
    expect(document.activeElement).toBe(card());
  });
});
