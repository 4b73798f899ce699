import { useSearchParams } from "react-router";
import { useUrlStateSetter } from "@/lib/use-url-state";
import { nextSort, type SortDir, type SortState } from "./rules";

/**
 * The table's sort in the URL (?sort=field&dir=asc): the default field and
 * descending are not written. Clicking follows the §4 toggle rule.
 */
export function useSortState(defaultField: string, allowed: readonly string[]): [SortState, (field: string) => void] {
  const [params] = useSearchParams();
  const set = useUrlStateSetter({ sort: defaultField, dir: "desc" });
  const raw = params.get("sort");
  const field = raw && allowed.includes(raw) ? raw : defaultField;
  const dir: SortDir = params.get("dir") === "asc" ? "asc" : "desc";
  const state = { field, dir };
  return [
    state,
    (clicked: string) => {
      const next = nextSort(state, clicked);
      set({ sort: next.field, dir: next.dir });
    },
  ];
}
