/** Previous / next paging with "Page x of y". */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  const btn = "rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-secondary-700">
        Page {page} of {pages}
      </span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
