import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AlertCircle, ArrowDown, ArrowUp, ChevronDown, GripVertical, Trash2 } from 'lucide-react';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import type { DraftField } from './template-draft.ts';

interface SortableFieldListProps {
  fields: readonly DraftField[];
  /** The field whose editor is open. */
  openId: string | null;
  onToggle: (id: string) => void;
  /** A drag began: the builder closes the open editor, so every row is one line tall while fields move. */
  onDragStart: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Fields with a problem (by index), marked in the list. */
  hasError: (index: number) => boolean;
  /** The open field's editor, shown under its row. */
  editor: (index: number) => ReactNode;
}

/**
 * The template's fields in order, reordered by dragging the handle (dnd-kit: with the pointer, or from the keyboard:
 * Space to pick up, arrows to move, Space to drop, Escape to cancel, each step announced in the interface language)
 * or with the up and down buttons.
 */
export function SortableFieldList({
  fields,
  openId,
  onToggle,
  onDragStart,
  onMove,
  onRemove,
  hasError,
  editor,
}: SortableFieldListProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => fields.findIndex((f) => f.id === id);
  const labelOf = (id: UniqueIdentifier) => fields[indexOf(id)]?.label || t('reportTemplates.builder.untitled');
  const position = (id: UniqueIdentifier | undefined) => ({
    position: id === undefined ? 0 : indexOf(id) + 1,
    count: fields.length,
  });
  // dnd-kit reports the picked field over its own place as the drag starts: that is not a move, and announcing it
  // would replace the pick-up message before a screen reader has read it. A return to the own place is a move.
  const movedAway = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      movedAway.current = false;
      return t('reportTemplates.dnd.picked', { label: labelOf(active.id), ...position(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (over.id === active.id && !movedAway.current)) return undefined;
      movedAway.current = true;
      return t('reportTemplates.dnd.over', { label: labelOf(active.id), ...position(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('reportTemplates.dnd.dropped', { label: labelOf(active.id), ...position(over.id) })
        : t('reportTemplates.dnd.cancelled', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('reportTemplates.dnd.cancelled', { label: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // The rows change height as the open editor closes at the start of a drag: measure them as they are.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('reportTemplates.dnd.instructions') },
      }}
    >
      <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label={t('reportTemplates.builder.fieldsLabel')}>
          {fields.map((field, index) => (
            <SortableFieldRow
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              open={openId === field.id}
              invalid={hasError(index)}
              onToggle={() => onToggle(field.id)}
              onMove={onMove}
              onRemove={() => onRemove(index)}
            >
              {openId === field.id && editor(index)}
            </SortableFieldRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableFieldRow({
  field,
  index,
  count,
  open,
  invalid,
  onToggle,
  onMove,
  onRemove,
  children,
}: {
  field: DraftField;
  index: number;
  count: number;
  open: boolean;
  invalid: boolean;
  onToggle: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
  });
  const label = field.label.trim() || t('reportTemplates.builder.untitled');
  const editorId = `field-editor-${field.id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'rounded-lg border bg-surface',
        invalid ? 'border-danger/60' : 'border-border',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex items-center gap-1.5 px-2 py-1.5">
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="flex size-8 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={t('reportTemplates.builder.dragHandle', { label })}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left text-[13px] hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
          aria-expanded={open}
          aria-controls={open ? editorId : undefined}
          onClick={onToggle}
        >
          <Badge tone={field.type === 'heading' ? 'accent' : 'neutral'}>
            {t(`reportTemplates.types.${field.type}`)}
          </Badge>
          <span className={cn('min-w-0 truncate', field.type === 'heading' && 'font-semibold')}>{label}</span>
          {field.required && <span className="text-xs text-muted">· {t('reportTemplates.builder.requiredShort')}</span>}
          {invalid && (
            <span className="inline-flex items-center gap-1 text-xs text-danger">
              <AlertCircle className="size-3.5" aria-hidden="true" />
              {t('reportTemplates.builder.fieldHasErrors')}
            </span>
          )}
          <ChevronDown
            className={cn('ml-auto size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t('reportTemplates.builder.moveUp', { label })}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t('reportTemplates.builder.moveDown', { label })}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-danger"
          onClick={onRemove}
          aria-label={t('reportTemplates.builder.remove', { label })}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {children && (
        <div id={editorId} className="border-t border-border px-4 py-4">
          {children}
        </div>
      )}
    </li>
  );
}
