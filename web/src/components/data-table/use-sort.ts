import { useState } from "react";
import { useSearchParams } from "react-router";
import { useUrlStateSetter } from "@/lib/use-url-state";
import { nextSort, type SortDir, type SortState } from "./sort";

/**
 * A table's sort kept in the URL (?sort=field&dir=asc): the default field and
 * the default direction (descending unless given) are not written; an unknown
 * field falls back to the default.
 */
export function useUrlSort(defaultField: string, allowed: readonly string[], defaultDir: SortDir = "desc"): [SortState, (field: string) => void] {
  const [params] = useSearchParams();
  const set = useUrlStateSetter({ sort: defaultField, dir: defaultDir });
  const raw = params.get("sort");
  const field = raw && allowed.includes(raw) ? raw : defaultField;
  const rawDir = params.get("dir");
  const dir: SortDir = rawDir === "asc" || rawDir === "desc" ? rawDir : defaultDir;
  const state = { field, dir };
  return [
    state,
    (clicked: string) => {
      const next = nextSort(state, clicked);
      set({ sort: next.field, dir: next.dir });
    },
  ];
}

/** A table's sort kept in the component (a table that is one part of a page whose URL holds other state). */
export function useLocalSort(initial: SortState): [SortState, (field: string) => void] {
  const [state, setState] = useState(initial);
  return [state, (clicked: string) => setState((cur) => nextSort(cur, clicked))];
}
