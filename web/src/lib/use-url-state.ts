import { useCallback, useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * State kept in the URL's search parameters, so every view is a link that
 * can be shared (filters, tabs, sort). The default value is not written:
 * `?tab=stats` appears only when the tab is not the default. Updates replace
 * the history entry and keep the scroll position.
 *
 *   const [q, setQ] = useUrlState("q", "");                        // string
 *   const [tab, setTab] = useUrlState<"overview" | "stats">("tab", "overview");
 *
 * Several keys changed in one event: use `useUrlStateSetter()` once with an
 * object, as successive setters in the same event would each start from the
 * same old URL.
 */
export function useUrlState<T extends string = string>(
  key: string,
  defaultValue: NoInfer<T>,
): [T, (value: T | null | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(key);
  const value = (raw === null || raw === "" ? defaultValue : raw) as T;

  const setValue = useCallback(
    (next: T | null | undefined) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next === null || next === undefined || next === "" || next === defaultValue) out.delete(key);
          else out.set(key, next);
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [key, defaultValue, setParams],
  );

  return [value, setValue];
}

/**
 * Sets several search parameters at once: a null, undefined or "" value
 * removes the key. `defaults` (optional) lists values that are not written.
 */
export function useUrlStateSetter(defaults: Record<string, string> = {}) {
  const [, setParams] = useSearchParams();
  const defaultsRef = useRef(defaults);
  // Written after the commit, never during render (the setter reads the latest defaults).
  useLayoutEffect(() => {
    defaultsRef.current = defaults;
  });
  return useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            const s = v === null || v === undefined ? "" : String(v);
            if (s === "" || defaultsRef.current[k] === s) out.delete(k);
            else out.set(k, s);
          }
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
}
