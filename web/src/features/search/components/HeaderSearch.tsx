import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { comboboxProps, SearchIcon } from "@/components/filters/combobox";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSite } from "@/lib/use-site";
import { useSearch, type SearchHit, type SearchScope } from "../api/get-search";
import { searchGroups, searchPageHref, siteScopeLabel } from "../lib/groups";
import { HitText } from "./HitText";

/** Hits of each kind the box shows; the results page shows more. */
const PER_KIND = 4;

/** The debounce of typing before the box asks (the search rate class allows 10 a second). */
const TYPING_MS = 150;

/** One choosable row of the list: a hit (opens its page) or an action. */
type Choice = { type: "hit"; hit: SearchHit } | { type: "scope"; scope: SearchScope } | { type: "all" };

/** Whether a key press happened in a field that takes text (where "/" is typed, not a shortcut). */
function typingTarget(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  return t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName);
}

/**
 * The header's search box: a combobox with a listbox popup (WAI-ARIA 1.2).
 * Typing lists players, teams, coaches, seasons and championships of the
 * site's sport, each with its sport and years; Down/Up move through the
 * options (the input keeps focus, aria-activedescendant names the option),
 * Enter opens the option or, with none chosen, the full results page,
 * Escape closes the list and then clears the box. "/" anywhere outside a
 * text field focuses it. On a sport's site an option widens the search to
 * every sport (the hub always searches them all). Below the md breakpoint
 * the box sits behind a Search button, in a row under the header bar.
 */
export function HeaderSearch() {
  const site = useSite();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [scope, setScope] = useState<SearchScope>("site");
  const [mobileOpen, setMobileOpen] = useState(false);

  const narrowable = !site.isMainSite;
  const effectiveScope: SearchScope = narrowable ? scope : "all";
  const q = useDebouncedValue(text.trim(), TYPING_MS);
  const search = useSearch(q, effectiveScope, PER_KIND);
  const answer = search.data;
  const groups = searchGroups(answer, PER_KIND);
  const scopeName = siteScopeLabel(site.sport, site.level);

  const choices: Choice[] = groups.flatMap((g) => g.hits.map((hit): Choice => ({ type: "hit", hit })));
  if (narrowable) choices.push({ type: "scope", scope: effectiveScope === "site" ? "all" : "site" });
  choices.push({ type: "all" });
  const showList = open && text.trim().length >= 2;
  const activeIndex = showList && active >= 0 && active < choices.length ? active : -1;
  const optionId = (i: number) => `${listId}-${i}`;

  // "/" focuses the box from anywhere but a text field.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || typingTarget(e.target)) return;
      e.preventDefault();
      setMobileOpen(true);
      // The row may have just been revealed: focus once it is displayed.
      requestAnimationFrame(() => inputRef.current?.focus());
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  });

  const reset = () => {
    setText("");
    setOpen(false);
    setActive(-1);
    setMobileOpen(false);
  };

  const choose = (c: Choice) => {
    if (c.type === "scope") {
      // Widening (or narrowing back) keeps the list open on the same words.
      setScope(c.scope);
      setActive(-1);
      inputRef.current?.focus();
      return;
    }
    const to = c.type === "hit" ? c.hit.url : searchPageHref(text.trim(), effectiveScope, site.isMainSite);
    reset();
    inputRef.current?.blur();
    navigate(to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = choices.length;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      if (!e.altKey) setActive((i) => (i + 1 >= n ? 0 : i + 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (e.key === "Enter") {
      if (!text.trim()) return;
      e.preventDefault();
      choose(activeIndex >= 0 ? choices[activeIndex] : { type: "all" });
    } else if (e.key === "Escape") {
      if (showList) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        e.preventDefault();
        setText("");
      } else if (mobileOpen) {
        setMobileOpen(false);
        toggleRef.current?.focus();
      }
    }
  };

  const count = answer?.total ?? 0;
  let status = "";
  if (showList && answer) status = count === 0 ? "No results" : `${count} result${count === 1 ? "" : "s"}`;

  let index = 0;
  // The list's pointer events, by the option's index (one handler for all).
  const choiceAt = (t: EventTarget): number => {
    const el = t instanceof Element ? t.closest("[data-choice]") : null;
    return el ? Number(el.getAttribute("data-choice")) : -1;
  };
  const option = (content: ReactNode, key: string) => {
    const i = index++;
    return (
      <div
        key={key}
        id={optionId(i)}
        role="option"
        aria-selected={i === activeIndex}
        data-choice={i}
        className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === activeIndex ? "bg-primary-50" : ""}`}
      >
        {content}
      </div>
    );
  };

  const words = text.trim();
  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex items-center justify-center rounded-md p-2 text-secondary-700 hover:bg-secondary-100 md:hidden"
        aria-controls={`${id}-row`}
        aria-expanded={mobileOpen}
        aria-label={mobileOpen ? "Close search" : "Open search"}
        onClick={() => {
          const next = !mobileOpen;
          setMobileOpen(next);
          if (next) requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon className="size-6" />
      </button>
      <div
        id={`${id}-row`}
        role="search"
        className={`${mobileOpen ? "block" : "hidden"} absolute inset-x-0 top-16 border-b border-secondary-200 bg-white px-4 pb-3 pt-2 shadow-sm md:relative md:inset-auto md:top-auto md:block md:w-56 md:border-0 md:bg-transparent md:p-0 md:shadow-none xl:w-72`}
      >
        <label htmlFor={inputId} className="sr-only">
          {narrowable && effectiveScope === "site" ? `Search ${scopeName}` : "Search all sports"}
        </label>
        <div className="relative">
          <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-secondary-500">
            <SearchIcon />
          </span>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            {...comboboxProps({ listId, expanded: showList, activeId: activeIndex >= 0 ? optionId(activeIndex) : undefined })}
            aria-keyshortcuts="/"
            spellCheck={false}
            enterKeyHint="search"
            value={text}
            placeholder="Search players, teams…"
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className="w-full rounded-lg border border-secondary-300 bg-white py-2 pl-9 pr-8 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
          />
          <kbd aria-hidden="true" className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-secondary-300 px-1.5 text-xs text-secondary-500 md:block">
            /
          </kbd>
          <div
            id={listId}
            role="listbox"
            aria-label="Search results"
            hidden={!showList}
            // mousedown keeps the focus in the input and chooses before any blur.
            onMouseDown={(e) => {
              e.preventDefault();
              const i = choiceAt(e.target);
              if (i >= 0) choose(choices[i]);
            }}
            onMouseMove={(e) => {
              const i = choiceAt(e.target);
              if (i >= 0 && i !== activeIndex) setActive(i);
            }}
            className="absolute right-0 top-full z-50 mt-1 max-h-[70vh] w-full overflow-auto rounded-lg border border-secondary-200 bg-white py-1 shadow-lg md:w-96"
          >
            {groups.map((g) => (
              <div key={g.kind} role="group" aria-labelledby={`${listId}-${g.kind}`}>
                <div id={`${listId}-${g.kind}`} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-secondary-600">
                  {g.label}
                </div>
                {g.hits.map((hit) => option(<HitText hit={hit} />, `${g.kind}-${hit.id}-${hit.url}`))}
              </div>
            ))}
            {showList && groups.length === 0 && (
              <div role="presentation" className="px-3 py-2 text-sm text-secondary-600">
                {search.isFetching || q !== words ? "Searching…" : narrowable && effectiveScope === "site" ? `Nothing in ${scopeName} matches` : "Nothing matches"}
              </div>
            )}
            <div role="group" aria-label="More" className="mt-1 border-t border-secondary-100 pt-1">
              {narrowable &&
                option(
                  <span className="text-primary-800">{effectiveScope === "site" ? `Search all sports for “${words}”` : `Only ${scopeName}`}</span>,
                  "scope",
                )}
              {option(<span className="text-primary-800">See all results for “{words}”</span>, "all")}
            </div>
          </div>
        </div>
        {/* A polite live region, not role="status": the page's own status
            messages (a form's result) stay the one status on the page. */}
        <div aria-live="polite" aria-atomic="true" className="sr-only">
          {status}
        </div>
      </div>
    </>
  );
}
