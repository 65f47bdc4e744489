import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format/index.ts';
import type { PlanningVisit } from './planning-api.ts';

export interface CardDragData {
  visitId: string;
  /** The row it was picked up from; null from the side list. */
  fromEmployeeId: string | null;
  /** The cell it sat in (where keyboard moves start). */
  originCell: string | null;
  kind: 'move' | 'resize';
}

export const cardDragId = (visitId: string, fromEmployeeId: string | null) =>
  `visit:${visitId}:${fromEmployeeId ?? '-'}`;
export const resizeDragId = (visitId: string, employeeId: string) => `resize:${visitId}:${employeeId}`;

const timePrefix = (visit: PlanningVisit) => (visit.start ? `${formatTime(visit.start)} ` : '');
const labelWith = (visit: PlanningVisit, time: string) =>
  `${time}#${visit.caseNumber}${visit.customerName ? ` ${visit.customerName}` : ''}`;

/** What a card carries when it is picked up to move. */
const moveData = ({ visit, fromEmployeeId, originCell }: CardProps): CardDragData => ({
  visitId: visit.id,
  fromEmployeeId,
  originCell,
  kind: 'move',
});

/** The card's one line: time, case number and customer ("08.00 #1042 Hansen ApS"). */
export const visitLabel = (visit: PlanningVisit): string => labelWith(visit, timePrefix(visit));

/** The board's hidden text that tells how to move a card with the keyboard; every card is described by it. */
export const cardInstructionsId = 'planning-card-instructions';

interface CardProps {
  visit: PlanningVisit;
  fromEmployeeId: string | null;
  originCell: string | null;
  selected: boolean;
  /** Being carried with the keyboard. */
  carried?: boolean;
  conflicts: readonly string[];
  /** What a screen reader calls a card ("flytbart besøg"). */
  roleDescription: string;
  style?: CSSProperties;
  resizable?: boolean;
  onToggleSelect: (visitId: string) => void;
  onPickUp: (data: CardDragData) => void;
  onResizeKey?: (visit: PlanningVisit, deltaMinutes: number) => void;
  onOpen: (visitId: string) => void;
}

/** What dnd-kit gives an armed card; a dormant card has none of it. */
interface DragBinding {
  bindNode?: (node: HTMLElement | null) => void;
  attributes?: DraggableAttributes;
  listeners?: DraggableSyntheticListeners;
  isDragging: boolean;
  onPointerEnter?: (event: ReactPointerEvent<HTMLDivElement>) => void;
}

/**
 * A visit on the board or in the side list: picked up by mouse (drag) or keyboard (Enter; arrows move, Enter
 * drops, Escape cancels). Space or Ctrl/⌘-click selects it for moving with others. Its warnings show as an icon and
 * are read out with it. In the day view a handle at its end changes its length (ResizeHandle).
 *
 * A two-week board holds some 2,000 of these, so a card is dormant until a pointer comes over it or presses it, and
 * only then becomes dnd-kit's draggable: a draggable per card is hooks and a context subscription each on the
 * board's first render (about 30 ms of it in a profile), and all 2,000 rendered again when a drag starts. The
 * keyboard needs none of it: Enter picks a card up through the board's own carry (use-keyboard-carry.ts). Plain
 * class strings and a CSS mask for the warning keep the rest cheap.
 */
export const BoardVisitCard = memo(function BoardVisitCard(props: CardProps) {
  const [armed, setArmed] = useState<{ focus: boolean } | null>(null);
  const nodeRef = useRef<HTMLElement | null>(null);
  if (armed) return <ArmedCard {...props} focus={armed.focus} nodeRef={nodeRef} />;
  // The armed card is another element: it takes the focus if this one had it.
  const arm = (event: ReactPointerEvent<HTMLDivElement>) =>
    flushSync(() => setArmed({ focus: document.activeElement === event.currentTarget }));
  return (
    <CardFace
      {...props}
      drag={{
        isDragging: false,
        onPointerEnter: arm,
        listeners: {
          // A press without a pointer coming over first (a card drawn under a resting mouse): arm, and hand the
          // press to the armed card.
          onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
            arm(event);
            nodeRef.current?.dispatchEvent(new PointerEvent(event.type, event.nativeEvent));
          },
        },
      }}
    />
  );
});

function ArmedCard({
  focus,
  nodeRef,
  ...props
}: CardProps & { focus: boolean; nodeRef: RefObject<HTMLElement | null> }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: cardDragId(props.visit.id, props.fromEmployeeId),
    data: moveData(props),
  });
  useLayoutEffect(() => {
    if (focus) nodeRef.current?.focus();
  }, [focus, nodeRef]);
  const bindNode = useCallback(
    (element: HTMLElement | null) => {
      nodeRef.current = element;
      setNodeRef(element);
    },
    [nodeRef, setNodeRef],
  );
  return <CardFace {...props} drag={{ bindNode, attributes, listeners, isDragging }} />;
}

function CardFace({
  drag: { bindNode, attributes, listeners, isDragging, onPointerEnter },
  ...props
}: CardProps & { drag: DragBinding }) {
  const {
    visit,
    selected,
    carried = false,
    conflicts,
    roleDescription,
    style,
    resizable,
    onToggleSelect,
    onPickUp,
    onResizeKey,
    onOpen,
  } = props;
  const data = moveData(props);
  // The time formatted once, for the label and the face.
  const time = timePrefix(visit);
  const label = labelWith(visit, time);
  const warning = conflicts.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ' && !isDragging) {
      event.preventDefault();
      onToggleSelect(visit.id);
      return;
    }
    if (event.key === 'Enter' && !carried) {
      event.preventDefault();
      onPickUp(data);
      return;
    }
    if (event.key === 'o' || event.key === 'O') onOpen(visit.id);
  };
  const card = (
    <div
      ref={bindNode}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-roledescription={roleDescription}
      aria-describedby={cardInstructionsId}
      onPointerEnter={onPointerEnter}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) onToggleSelect(visit.id);
      }}
      onDoubleClick={() => onOpen(visit.id)}
      aria-pressed={selected}
      aria-label={[label, visit.address, ...conflicts].filter(Boolean).join('. ')}
      title={[label, ...conflicts].join('\n')}
      data-visit-id={visit.id}
      data-testid="planning-visit"
      style={style}
      className={`${cardClass} ${warning ? warningClass : 'border-border bg-surface'}${
        selected || isDragging || carried ? ' ring-2 ring-accent' : ''
      }${isDragging || carried ? ' opacity-50' : ''}`}
    >
      {/* Two lines, one text ("08.00 #1042 Hansen ApS"): the name read out starts with what is seen. */}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {time}#{visit.caseNumber}
        </span>
        {visit.customerName && <span className="block truncate text-muted">{` ${visit.customerName}`}</span>}
      </span>
      {warning && <span className="icon-warning size-3.5 shrink-0 text-warning" aria-hidden="true" />}
    </div>
  );
  if (!resizable || !onResizeKey) return card;
  // The handle is the card's sibling, not its child: a button inside the card's button role would nest controls.
  return (
    <div className="relative min-w-0">
      {card}
      <ResizeHandle visit={visit} data={data} label={label} onResizeKey={onResizeKey} />
    </div>
  );
}

const cardClass =
  'relative flex min-w-0 cursor-grab items-center gap-1 rounded-md border px-1.5 py-1 text-xs shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-accent';
const warningClass = 'border-warning/70 bg-amber-50 dark:bg-amber-950/40';

/** The day view's length handle: dragged, or focused and moved with the arrow keys a quarter hour a step. */
function ResizeHandle({
  visit,
  data,
  label,
  onResizeKey,
}: {
  visit: PlanningVisit;
  data: CardDragData;
  label: string;
  onResizeKey: (visit: PlanningVisit, deltaMinutes: number) => void;
}) {
  const { t } = useTranslation();
  const { setNodeRef, attributes, listeners } = useDraggable({
    id: resizeDragId(visit.id, data.fromEmployeeId ?? '-'),
    data: { ...data, kind: 'resize' } satisfies CardDragData,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // Its own keys: the card's keyboard pick-up must not start from the handle.
      onKeyDown={(event) => {
        if (event.key === 'Tab') return;
        event.stopPropagation();
        if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
          event.preventDefault();
          onResizeKey(visit, event.key === 'ArrowRight' ? 15 : -15);
        }
      }}
      aria-label={t('planning.resize', { visit: label })}
      aria-roledescription={t('planning.resizeRole')}
      className="absolute inset-y-0 right-0 w-2 cursor-ew-resize rounded-r-md bg-accent/0 outline-none hover:bg-accent/30 focus-visible:bg-accent/50"
    />
  );
}
