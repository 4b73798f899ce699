/** 'Export CSV': the page builds the file in the browser. */
export function ExportCsvButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-2 self-start rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50 sm:self-auto"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      Export CSV
    </button>
  );
}
