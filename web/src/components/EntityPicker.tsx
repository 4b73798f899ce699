import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { comboboxProps, SearchIcon } from "@/components/filters/combobox";

/** One choice of a picker: a player or a team as its list and its chosen card show it. */
export interface PickerItem {
  key: string;
  name: string;
  /** "Boston Red Sox · Baseball · 1914–1935": what tells two namesakes apart. */
  detail: string;
  /** Two or three letters in the tile. */
  monogram: string;
}

/**
 * A searchable picker (WAI-ARIA 1.2 combobox with a listbox popup): the
 * caller gives the matches of what is typed; Arrow keys, Home and End move,
 * Enter picks, Escape closes (then clears), a click outside closes. A chosen
 * item shows as a card with a clear button that puts focus back in the box.
 */
export function EntityPicker({
  label,
  selected,
  onSelect,
  onClear,
  query,
  onQueryChange,
  results,
  searching = false,
  disabled = false,
  placeholder,
  noMatch,
}: {
  label: string;
  selected: PickerItem | null;
  onSelect: (item: PickerItem) => void;
  onClear: () => void;
  query: string;
  onQueryChange: (text: string) => void;
  results: PickerItem[];
  searching?: boolean;
  disabled?: boolean;
  placeholder: string;
  /** What the list says when nothing matches ("No teams match"). */
  noMatch: string;
}) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const focusAfterClear = useRef(false);
  // A pick by keyboard moves focus to the chosen card's clear button (the box it was in is gone).
  const focusAfterPick = useRef(false);
  const clearRef = useRef<HTMLButtonElement>(null);

  // Clicking outside closes the suggestions.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("touchstart", onDown);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("touchstart", onDown);
    };
  }, [open]);

  useEffect(() => {
    if (!selected && focusAfterClear.current) {
      focusAfterClear.current = false;
      inputRef.current?.focus();
    }
    if (selected && focusAfterPick.current) {
      focusAfterPick.current = false;
      clearRef.current?.focus();
    }
  }, [selected]);

  const showList = open && query.trim().length > 0;
  const activeIndex = active >= 0 && active < results.length ? active : -1;

  const pick = (item: PickerItem) => {
    focusAfterPick.current = document.activeElement === inputRef.current;
    onSelect(item);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : -1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
    } else if (e.key === "Home" && showList && results.length) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === "End" && showList && results.length) {
      e.preventDefault();
      setActive(results.length - 1);
    } else if (e.key === "Enter") {
      if (showList && activeIndex >= 0) {
        e.preventDefault();
        pick(results[activeIndex]);
      } else if (showList && results.length === 1) {
        e.preventDefault();
        pick(results[0]);
      }
    } else if (e.key === "Escape") {
      if (showList) {
        e.preventDefault();
        setOpen(false);
      } else if (query) {
        onQueryChange("");
      }
    }
  };

  if (selected) {
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium text-secondary-700" id={`${id}-label`}>
          {label}
        </span>
        <div className="flex items-center gap-3 rounded-lg border border-primary-300 bg-primary-50 p-3" aria-labelledby={`${id}-label`} role="group">
          <ItemFace item={selected} chosen />
          <button
            ref={clearRef}
            type="button"
            onClick={() => {
              focusAfterClear.current = true;
              onClear();
            }}
            aria-label={`Clear ${label}`}
            className="rounded-md p-1.5 text-secondary-600 hover:bg-white hover:text-secondary-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef} className="relative flex min-w-0 flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-secondary-700">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-secondary-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          {...comboboxProps({ listId, expanded: showList, activeId: showList && activeIndex >= 0 ? `${listId}-${results[activeIndex].key}` : undefined })}
          disabled={disabled}
          value={query}
          placeholder={placeholder}
          onChange={(e) => {
            onQueryChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="w-full rounded-lg border border-secondary-300 bg-white py-2.5 pl-9 pr-9 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
        />
        {query && (
          <button
            type="button"
            onClick={() => {
              onQueryChange("");
              inputRef.current?.focus();
            }}
            aria-label={`Clear ${label} search`}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-secondary-500 hover:text-secondary-800"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!showList}
        className="absolute left-0 right-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-lg border border-secondary-200 bg-white py-1 shadow-lg"
      >
        {results.map((t, i) => (
          <li
            key={t.key}
            id={`${listId}-${t.key}`}
            role="option"
            aria-selected={i === activeIndex}
            // mousedown keeps focus in the input and picks before any blur.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(t);
            }}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${i === activeIndex ? "bg-primary-50" : ""}`}
          >
            <ItemFace item={t} />
          </li>
        ))}
        {/* Only once something is typed: before that the box has nothing to match (and says nothing). */}
        {showList && results.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-secondary-600">
            {searching ? "Searching…" : noMatch}
          </li>
        )}
      </ul>
    </div>
  );
}

/** An item's tile, name and detail: large on the chosen card, small in the list. */
function ItemFace({ item, chosen = false }: { item: PickerItem; chosen?: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={
          chosen
            ? "flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-700 text-sm font-bold text-white"
            : "flex size-8 shrink-0 items-center justify-center rounded-md bg-secondary-100 text-xs font-bold text-secondary-800"
        }
      >
        {item.monogram}
      </span>
      <span className={chosen ? "min-w-0 flex-1" : "min-w-0"}>
        <span className={`block truncate text-secondary-900 ${chosen ? "font-semibold" : "font-medium"}`}>{item.name}</span>
        <span className="block truncate text-xs text-secondary-600">{item.detail}</span>
      </span>
    </>
  );
}

function CloseIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** A picker whose value is its item's key (in the URL): the typed text, cleared when an item is picked. */
export function usePickerState(onChange: (key: string) => void) {
  const [query, setQuery] = useState("");
  return {
    query,
    props: {
      query,
      onQueryChange: setQuery,
      onSelect: (p: PickerItem) => {
        setQuery("");
        onChange(p.key);
      },
      onClear: () => onChange(""),
    },
  };
}
