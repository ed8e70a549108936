import { type RefCallback, useSyncExternalStore } from 'react';

/** A card's element (`li`), where the drag-and-drop layer applies the dragged card's shift. */
export const cardNodeKey = (cardId: string) => `card:${cardId}`;
/** The empty place in a card's header where the drag-and-drop layer draws the card's handle. */
export const handleNodeKey = (cardId: string) => `handle:${cardId}`;
/** The id of a card's drag handle: focus goes back to it once the dropped card is saved. */
export const dragHandleId = (cardId: string) => `kanban-drag-${cardId}`;
/** A column's list of cards (`ul`): the drop target of an empty column. */
export const columnNodeKey = (columnId: string) => `column:${columnId}`;

/**
 * The board's elements by key, for the drag-and-drop layer (`board-dnd.tsx`, with dnd-kit in
 * its own chunk, loaded after the board's first paint): the board draws its columns and cards
 * without dnd-kit and names their elements here; the layer, mounted beside the board, binds
 * dnd-kit to them and draws each card's handle into the card. So the board is never drawn again
 * when the layer arrives, and a viewer (who moves nothing) never loads dnd-kit.
 */
export class DragNodes {
  private readonly nodes = new Map<string, HTMLElement>();
  private readonly refs = new Map<string, RefCallback<HTMLElement>>();
  private readonly listeners = new Set<() => void>();

  /** A ref callback (the same one for a key) that names its element `key` while mounted. */
  ref(key: string): RefCallback<HTMLElement> {
    let ref = this.refs.get(key);
    if (!ref) {
      ref = (element) => {
        if (!element) return;
        this.nodes.set(key, element);
        this.notify();
        return () => {
          // a card moved to another column: its new element may already hold the key
          if (this.nodes.get(key) !== element) return;
          this.nodes.delete(key);
          this.notify();
        };
      };
      this.refs.set(key, ref);
    }
    return ref;
  }

  get(key: string): HTMLElement | null {
    return this.nodes.get(key) ?? null;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** The element named `key`, following it as it is mounted again (a card moved across columns). */
export function useDragNode(nodes: DragNodes, key: string): HTMLElement | null {
  return useSyncExternalStore(nodes.subscribe, () => nodes.get(key));
}
