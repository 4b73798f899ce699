import type { ReactNode } from "react";
import type { SortValue } from "./sort";

/** One column of a DataTable: what its header says, how a row's cell shows, sorts and exports. */
export interface Column<R> {
  /** Identifies the column; a sortable column's key is the sort field. */
  key: string;
  /** Header text (also the CSV header). */
  label: string;
  /** The label is an abbreviation: shown in <abbr> with this full name. */
  abbr?: string;
  /** A tooltip on the header (the sort button when the column sorts). */
  title?: string;
  /** The header is for screen readers only (an action column). */
  hideLabel?: boolean;
  /** Numbers: right-aligned with tabular figures. */
  numeric?: boolean;
  /** Header and cells centred (the sides and the middle of a side-by-side comparison). */
  centered?: boolean;
  /**
   * Stays in view while the table scrolls sideways: the first column, or a
   * later one that names the row (the columns before it slide under it).
   */
  sticky?: boolean;
  /** The cells name their row (<th scope="row">). */
  rowHeader?: boolean;
  /** The header sorts the table by this column. */
  sortable?: boolean;
  /** The row's value: sorts the column, fills the CSV and, without `format`, the cell. */
  value?: (row: R, index: number) => SortValue;
  /** What the cell shows. */
  format?: (row: R, index: number) => ReactNode;
  /** The CSV field (default `value`); false leaves the column out of the file. */
  csv?: false | ((row: R, index: number) => string | number | null | undefined);
  /** Classes on the header and every cell (e.g. "hidden md:table-cell"). */
  className?: string;
  /** Classes on the header only (replace the table's header padding). */
  headerClassName?: string;
  /** Classes on the cells only (replace the table's cell padding). */
  cellClassName?: string | ((row: R, index: number) => string);
}
