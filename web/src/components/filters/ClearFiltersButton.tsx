/** Resets every filter; disabled while none is set. */
export function ClearFiltersButton({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClear}
      disabled={disabled}
      className="rounded-md border border-secondary-300 px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      Clear filters
    </button>
  );
}
