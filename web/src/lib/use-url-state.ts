import { useCallback, useContext, useLayoutEffect, useRef } from "react";
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from "react-router";

/** The search the last write asked for, until its navigation has settled. */
let pending: { router: unknown; pathname: string; search: string } | null = null;

/**
 * Writes the URL's search parameters, each change starting from the latest
 * URL: the router renders a navigation in a transition, so the parameters
 * a render read (and react-router's `setSearchParams(prev => …)`, whose
 * `prev` is that render's) can lag a keystroke behind, and a second write
 * would undo the first. Writes replace the history entry and keep the
 * scroll position; a write from a page the router has left is dropped.
 */
export function useSearchParamsWriter() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [params] = useSearchParams();
  const rendered = useRef({ pathname, search: params.toString() });
  useLayoutEffect(() => {
    rendered.current = { pathname, search: params.toString() };
  });
  return useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams) => {
      // The router's own state is ahead of the render; a write still under way is ahead of both.
      const latest = router ? router.state.location : rendered.current;
      if (latest.pathname !== rendered.current.pathname) return;
      const base = pending?.router === router && pending?.pathname === latest.pathname ? pending.search : latest.search;
      const search = change(new URLSearchParams(base)).toString();
      const mine = { router, pathname: latest.pathname, search };
      pending = mine;
      void Promise.resolve(navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true })).finally(() => {
        if (pending === mine) pending = null;
      });
    },
    [navigate, router],
  );
}

/**
 * State kept in the URL's search parameters, so every view is a link that
 * can be shared (filters, tabs, sort). The default value is not written:
 * `?tab=stats` appears only when the tab is not the default. Updates replace
 * the history entry and keep the scroll position.
 *
 *   const [q, setQ] = useUrlState("q", "");                        // string
 *   const [tab, setTab] = useUrlState<"overview" | "stats">("tab", "overview");
 *
 * Several keys changed in one event: `useUrlStateSetter()` once with an
 * object writes them as one history entry.
 */
export function useUrlState<T extends string = string>(
  key: string,
  defaultValue: NoInfer<T>,
): [T, (value: T | null | undefined) => void] {
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const raw = params.get(key);
  const value = (raw === null || raw === "" ? defaultValue : raw) as T;

  const setValue = useCallback(
    (next: T | null | undefined) => {
      write((out) => {
        if (next === null || next === undefined || next === "" || next === defaultValue) out.delete(key);
        else out.set(key, next);
        return out;
      });
    },
    [key, defaultValue, write],
  );

  return [value, setValue];
}

/**
 * Sets several search parameters at once: a null, undefined or "" value
 * removes the key. `defaults` (optional) lists values that are not written.
 */
export function useUrlStateSetter(defaults: Record<string, string> = {}) {
  const write = useSearchParamsWriter();
  const defaultsRef = useRef(defaults);
  // Written after the commit, never during render (the setter reads the latest defaults).
  useLayoutEffect(() => {
    defaultsRef.current = defaults;
  });
  return useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      write((out) => {
        for (const [k, v] of Object.entries(changes)) {
          const s = v === null || v === undefined ? "" : String(v);
          if (s === "" || defaultsRef.current[k] === s) out.delete(k);
          else out.set(k, s);
        }
        return out;
      });
    },
    [write],
  );
}
