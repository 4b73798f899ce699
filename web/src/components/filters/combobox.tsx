/**
 * The input's attributes of a WAI-ARIA 1.2 combobox with a listbox popup:
 * the list it controls, whether it shows, the option the arrows are on
 * (focus stays in the input), and no browser autocomplete over it.
 */
export function comboboxProps({ listId, expanded, activeId }: { listId: string; expanded: boolean; activeId?: string }) {
  return {
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-activedescendant": activeId,
    autoComplete: "off",
  } as const;
}

/** The magnifier of search boxes. */
export function SearchIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
