import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Column } from "./types";
import type { SortValue } from "./sort";

/** The "#" column of a ranked list: the row's place (its index + 1 unless given). */
export function rankColumn<R>(rank: (row: R, index: number) => SortValue = (_, i) => i + 1): Column<R> {
  return { key: "rank", label: "#", value: rank, headerClassName: "px-3 py-2 pl-5 font-semibold", cellClassName: "px-3 py-2 pl-5 tabular-nums text-secondary-700" };
}

/**
 * The last column of a table whose rows open: a button that shows the row's
 * details. It has no visible header and no place in the CSV (it holds no figure).
 */
export function detailsColumn<R>(button: (row: R) => ReactNode, extra: Partial<Column<R>> = {}): Column<R> {
  return { key: "details", label: "Details", hideLabel: true, numeric: true, csv: false, headerClassName: "px-3 py-2 pr-5", cellClassName: "px-3 py-2 pr-5", format: button, ...extra };
}

/** A column that names its row with a link (a team, a player, a coach); it stays in view while the table scrolls. */
export function nameLinkColumn<R>(
  key: string,
  label: string,
  name: (row: R) => string,
  to: (row: R) => string,
  extra: Partial<Column<R>> = {},
): Column<R> {
  return {
    key,
    label,
    sticky: true,
    rowHeader: true,
    value: name,
    cellClassName: "px-3 py-2 whitespace-nowrap",
    format: (r) => (
      <Link to={to(r)} className="text-primary-800 hover:underline">
        {name(r)}
      </Link>
    ),
    ...extra,
  };
}
