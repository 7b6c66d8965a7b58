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
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useSortableTranslation } from './i18n/resources';
import styles from './SortableList.module.css';

export interface SortableListProps<T> {
  items: readonly T[];
  /** The item's stable id. */
  idOf: (item: T) => string;
  /** The item's name, read by screen readers when it moves ("Move {label}"). */
  labelOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list in its new order. */
  onReorder: (items: T[]) => void;
  /** The name of the list (an `aria-label`). */
  label: string;
  disabled?: boolean;
  className?: string;
}

function SortableRow({
  id,
  label,
  index,
  count,
  disabled,
  children,
  onMove,
}: {
  id: string;
  label: string;
  index: number;
  count: number;
  disabled?: boolean;
  children: ReactNode;
  onMove: (to: number) => void;
}) {
  const { t } = useSortableTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  return (
    <li ref={setNodeRef} className={clsx(styles.row, isDragging && styles.dragging)} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('handle', { label })}
        aria-roledescription={undefined}
        disabled={disabled}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <div className={styles.content}>{children}</div>
      {/* Buttons as well as dragging: a move needs neither a pointer nor the drag keys. */}
      <div className={styles.moves}>
        <button type="button" className={styles.move} aria-label={t('moveUp', { label })} disabled={disabled || index === 0} onClick={() => onMove(index - 1)}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m6 15 6-6 6 6" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.move}
          aria-label={t('moveDown', { label })}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </div>
    </li>
  );
}

/**
 * A list the user puts in order by dragging (pointer or touch), by the keyboard (Space on a handle, arrows, Space),
 * or with the up/down buttons of each row; every move is announced in the page's language.
 */
export function SortableList<T>({ items, idOf, labelOf, renderItem, onReorder, label, disabled, className }: SortableListProps<T>) {
  const { t } = useSortableTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const labelFor = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => idOf(candidate) === id);
    return item ? labelOf(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { label: labelFor(active.id), position: positionOf(active.id), count: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('moved', { label: labelFor(active.id), position: positionOf(over.id), count: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dropped', { label: labelFor(active.id), position: positionOf(over.id), count: ids.length }) : undefined),
    onDragCancel: ({ active }) => t('cancelled', { label: labelFor(active.id) }),
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onReorder(arrayMove([...items], from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // The places are measured before a section is picked up: an arrow key pressed at once after Space (a quick hand,
      // a slow phone) finds the place above, instead of none until the first measuring after the pickup.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={clsx(styles.list, className)} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index]}
              label={labelOf(item)}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={(to) => move(index, to)}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
