/** The table kit every data table uses: columns, sorting, scrolling, CSV of the view. */
export { DataTable, theadClass, type DataTableProps } from "./DataTable";
export { exportTableCsv, TableCsvButton } from "./CsvExport";
export { tableCsv } from "./csv";
export { nextSort, sortByColumn, sortRows, type SortDir, type SortState, type SortValue } from "./sort";
export { useLocalSort, useUrlSort } from "./use-sort";
export type { Column } from "./types";
export { detailsColumn, nameLinkColumn, rankColumn } from "./columns";
