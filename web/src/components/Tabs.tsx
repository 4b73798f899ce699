import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { scrollCueMask, useScrollCue } from "@/lib/use-scroll-cue";
import { useUrlState } from "@/lib/use-url-state";

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * The selected tab kept in the URL (`?tab=stats`; the default is not
 * written). A value that names no enabled tab falls back to the default.
 */
export function useTabState<T extends string>(tabs: readonly TabItem<T>[], defaultTab: T, key = "tab"): [T, (id: T) => void] {
  const [raw, setRaw] = useUrlState<string>(key, defaultTab);
  const valid = tabs.some((t) => t.id === raw && !t.disabled);
  return [(valid ? raw : defaultTab) as T, setRaw as (id: T) => void];
}

function tabId(prefix: string, id: string) {
  return `${prefix}-tab-${id}`;
}
function panelId(prefix: string, id: string) {
  return `${prefix}-panel-${id}`;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist with roving focus;
 * Left/Right arrows move and select, Home/End go to the ends; disabled tabs
 * are skipped. Pair with <TabPanel> using the same `idPrefix`.
 *
 *   const [tab, setTab] = useTabState(TABS, "overview");
 *   <Tabs label="Game sections" idPrefix="game" tabs={TABS} value={tab} onChange={setTab} />
 *   <TabPanel idPrefix="game" id="overview" value={tab}>…</TabPanel>
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  className = "",
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  idPrefix?: string;
  className?: string;
}) {
  const fallbackPrefix = useId().replace(/:/g, "");
  const prefix = idPrefix ?? fallbackPrefix;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((t) => !t.disabled);
  // On a narrow screen the row scrolls: its hidden side fades, and the
  // selected tab is scrolled into view (a deep link to the last tab).
  const listRef = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(listRef, tabs.length);
  const mask = scrollCueMask(cue);
  useEffect(() => {
    // In the next frame, with the layout that frame needs anyway: read now,
    // the sizes would force a layout inside the render's task.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const tab = refs.current.get(value);
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const margin = 32;
      if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = Math.max(0, tab.offsetLeft - margin);
      else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth + margin;
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  const select = (id: T) => {
    onChange(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab (selecting one focuses it): the value a render
    // read may not yet show the last key's choice.
    const focused = enabled.findIndex((t) => refs.current.get(t.id) === e.target);
    const i = focused >= 0 ? focused : enabled.findIndex((t) => t.id === value);
    let next: TabItem<T> | undefined;
    if (e.key === "ArrowRight") next = enabled[(i + 1) % enabled.length];
    else if (e.key === "ArrowLeft") next = enabled[(i - 1 + enabled.length) % enabled.length];
    else if (e.key === "Home") next = enabled[0];
    else if (e.key === "End") next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    select(next.id);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-scroll-cue={mask ? [cue.start && "start", cue.end && "end"].filter(Boolean).join(" ") : undefined}
      style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
      className={`relative flex gap-1 overflow-x-auto border-b border-secondary-200 ${className}`}
    >
      {tabs.map((t) => {
        const selected = t.id === value;
        return (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={tabId(prefix, t.id)}
            aria-selected={selected}
            aria-controls={panelId(prefix, t.id)}
            aria-disabled={t.disabled || undefined}
            disabled={t.disabled}
            tabIndex={selected ? 0 : -1}
            onClick={() => !t.disabled && onChange(t.id)}
            className={[
              "-mb-px whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4",
              selected
                ? "border-primary-600 text-primary-800"
                : "border-transparent text-secondary-600 hover:border-secondary-300 hover:text-secondary-900",
              t.disabled ? "cursor-not-allowed opacity-50" : "",
            ].join(" ")}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab; rendered only while selected. */
export function TabPanel({
  id,
  value,
  idPrefix,
  children,
  className = "",
}: {
  id: string;
  value: string;
  idPrefix: string;
  children: ReactNode;
  className?: string;
}) {
  if (id !== value) return null;
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} className={`py-6 focus:outline-none focus-visible:outline-2 ${className}`}>
      {children}
    </div>
  );
}
