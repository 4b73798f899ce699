import { Fragment, type Key, type ReactNode } from "react";
import type { SortState } from "./sort";
import type { Column } from "./types";

export const theadClass = "border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600";

export interface DataTableProps<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  /** The table's accessible name (a caption for screen readers unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /** The scrolling region's accessible name (default: the caption). */
  label?: string;
  /** The current sort and what a sortable header's click does. */
  sort?: SortState;
  onSort?: (field: string) => void;
  /** Classes of the scrolling wrapper, the table, the header and the body. */
  className?: string;
  tableClassName?: string;
  theadClassName?: string;
  tbodyClassName?: string;
  /** Default padding of header and body cells (a column's own classes replace it). */
  headerCellClassName?: string;
  cellClassName?: string;
  rowClassName?: (row: R, index: number) => string;
  onRowClick?: (row: R, index: number) => void;
  /** A full-width row under a row (an expanded row's details); null: none. */
  detail?: (row: R, index: number) => ReactNode;
  detailRowClassName?: string;
  detailCellClassName?: string;
  /** What one full-width row says when there are no rows (none: an empty body). */
  empty?: ReactNode;
  emptyRowClassName?: string;
  emptyCellClassName?: string;
  /** Rows of a <tfoot> (totals). */
  footer?: ReactNode;
  footerClassName?: string;
}

const ariaSort = (active: boolean, sort: SortState | undefined) => (active ? (sort?.dir === "asc" ? "ascending" : "descending") : "none");
const stickyClass = "sticky left-0 z-[1] bg-inherit";
const hasBackground = (cls: string) => /(^|\s)bg-/.test(cls);

function HeaderLabel<R>({ c }: { c: Column<R> }) {
  if (c.hideLabel) return <span className="sr-only">{c.label}</span>;
  if (c.abbr)
    return (
      <abbr title={c.abbr} className="no-underline">
        {c.label}
      </abbr>
    );
  return <>{c.label}</>;
}

function HeaderCell<R>({ c, sort, onSort, padding }: { c: Column<R>; sort?: SortState; onSort?: (field: string) => void; padding: string }) {
  const align = c.centered ? "text-center" : c.numeric ? "text-right" : "text-left";
  const base = `${align} ${c.sticky ? stickyClass : ""} ${c.className ?? ""}`;
  if (c.sortable && onSort) {
    const active = sort?.field === c.key;
    return (
      <th scope="col" aria-sort={ariaSort(active, sort)} className={`${c.headerClassName ?? "px-1 py-1 font-semibold"} ${base}`}>
        <button
          type="button"
          title={c.abbr ? undefined : c.title}
          onClick={() => onSort(c.key)}
          className={`rounded px-2 py-1 uppercase whitespace-nowrap hover:bg-secondary-200 ${active ? "text-primary-800" : ""}`}
        >
          <HeaderLabel c={c} />
          {active ? (sort?.dir === "asc" ? " ▲" : " ▼") : ""}
        </button>
      </th>
    );
  }
  return (
    <th scope="col" title={c.title} className={`${c.headerClassName ?? padding} ${base}`}>
      <HeaderLabel c={c} />
    </th>
  );
}

function BodyCell<R>({ c, row, index, padding }: { c: Column<R>; row: R; index: number; padding: string }) {
  const own = typeof c.cellClassName === "function" ? c.cellClassName(row, index) : c.cellClassName;
  const align = c.centered ? "text-center" : c.numeric ? "text-right" : c.rowHeader ? "text-left" : "";
  const cls = `${own ?? padding} ${align} ${c.numeric ? "tabular-nums" : ""} ${c.sticky ? stickyClass : ""} ${c.className ?? ""}`;
  const content = c.format ? c.format(row, index) : (c.value?.(row, index) ?? "—");
  if (c.rowHeader)
    return (
      <th scope="row" className={`font-medium ${cls}`}>
        {content}
      </th>
    );
  return <td className={cls}>{content}</td>;
}

/**
 * A data table: typed columns, sortable headers (buttons; aria-sort on the
 * header cell), a sticky first column and sideways scrolling inside a
 * focusable, named region on a narrow screen. Sorting is the caller's: pass
 * the rows in the order to show, with `sort` and `onSort`.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { columns, rows, rowKey, caption, sort, onSort, rowClassName, onRowClick, detail } = props;
  const headerPadding = props.headerCellClassName ?? "px-3 py-2 font-semibold";
  const cellPadding = props.cellClassName ?? "px-3 py-2";
  return (
    <div role="region" aria-label={props.label ?? caption} tabIndex={0} className={`overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 ${props.className ?? ""}`}>
      <table className={props.tableClassName ?? "min-w-full text-left text-sm"}>
        <caption className={props.showCaption ? "" : "sr-only"}>{caption}</caption>
        <thead className={props.theadClassName ?? theadClass}>
          <tr className="bg-inherit">
            {columns.map((c) => (
              <HeaderCell key={c.key} c={c} sort={sort} onSort={onSort} padding={headerPadding} />
            ))}
          </tr>
        </thead>
        <tbody className={props.tbodyClassName ?? "divide-y divide-secondary-100"}>
          {rows.map((r, i) => {
            const cls = rowClassName?.(r, i) ?? "hover:bg-secondary-50";
            const more = detail?.(r, i);
            return (
              <Fragment key={rowKey(r, i)}>
                <tr className={`${hasBackground(cls) ? "" : "bg-white"} ${cls}`} onClick={onRowClick ? () => onRowClick(r, i) : undefined}>
                  {columns.map((c) => (
                    <BodyCell key={c.key} c={c} row={r} index={i} padding={cellPadding} />
                  ))}
                </tr>
                {more != null && more !== false && (
                  <tr className={props.detailRowClassName ?? "bg-primary-50"}>
                    <td colSpan={columns.length} className={props.detailCellClassName ?? "px-5 pb-4 pt-1"}>
                      {more}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
          {rows.length === 0 && props.empty != null && (
            <tr className={props.emptyRowClassName}>
              <td colSpan={columns.length} className={props.emptyCellClassName ?? "px-4 py-8 text-center text-secondary-600"}>
                {props.empty}
              </td>
            </tr>
          )}
        </tbody>
        {props.footer && <tfoot className={props.footerClassName}>{props.footer}</tfoot>}
      </table>
    </div>
  );
}
