'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import styles from './Selection.module.css';

/*
 * Choosing rows of a back-office list for a bulk action: a checkbox per row, every row of the page,
 * or every row the filter matches (beyond this page). The provider wraps the list; the rows'
 * checkboxes and the action bar read the same choice.
 */

export interface Selection {
  /** The ids of this page's rows. */
  pageIds: readonly number[];
  /** The ids chosen (when `everyMatch`, every row of the filter is meant instead). */
  chosen: ReadonlySet<number>;
  everyMatch: boolean;
  toggle(id: number): void;
  togglePage(): void;
  chooseEveryMatch(on: boolean): void;
  clear(): void;
}

const SelectionContext = createContext<Selection | null>(null);

export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useSelection outside a SelectionProvider');
  return selection;
}

export function SelectionProvider({ pageIds, children }: { pageIds: readonly number[]; children: ReactNode }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [everyMatch, setEveryMatch] = useState(false);
  const value = useMemo<Selection>(() => {
    const wholePage = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
    return {
      pageIds,
      chosen,
      everyMatch,
      toggle: (id) => {
        setEveryMatch(false);
        setChosen((now) => {
          const next = new Set(now);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        });
      },
      togglePage: () => {
        setEveryMatch(false);
        setChosen(wholePage ? new Set() : new Set(pageIds));
      },
      chooseEveryMatch: (on) => {
        setEveryMatch(on);
        setChosen(on ? new Set(pageIds) : new Set());
      },
      clear: () => {
        setEveryMatch(false);
        setChosen(new Set());
      },
    };
  }, [pageIds, chosen, everyMatch]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** A row's checkbox, named after the row (`label`). */
export function SelectRow({ id, label }: { id: number; label: string }) {
  const { chosen, everyMatch, toggle } = useSelection();
  return <input type="checkbox" className={styles.rowCheck} checked={everyMatch || chosen.has(id)} onChange={() => toggle(id)} aria-label={label} />;
}
