import { DataTable, type Column } from "@/components/data-table";
import { fmtValue, nextOrdering, statLabel, type FinderId } from "../lib/finders";
import type { FinderRow } from "../api/get-finder";

/** A value as the CSV holds it (a number stays a number). */
const csvValue = (v: unknown): string | number | null => (v === null || v === undefined ? null : typeof v === "number" ? v : fmtValue(v));

interface FinderColumn {
  key: string;
  label: string;
  /** The statistic the column sorts by (none: not sortable). */
  sort?: string;
  get: (r: FinderRow) => unknown;
}

const v = (k: string) => (r: FinderRow) => r[k];
const val = (k: string) => (r: FinderRow) => r.values?.[k];
/** A year or a name as it is (never "2,001"). */
const text = (k: string) => (r: FinderRow) => (r[k] === null || r[k] === undefined ? null : String(r[k]));

/** Each finder's fixed columns, the statistics asked for following the names. */
function columns(finder: FinderId, asked: string[], labels: Record<string, string>): FinderColumn[] {
  const stat = (k: string): FinderColumn => ({ key: k, label: statLabel(k, labels), sort: k, get: finder.startsWith("player") ? val(k) : v(k) });
  const askedCols = asked.map(stat);
  switch (finder) {
    case "player-seasons":
      return [
        { key: "player_name", label: "Player", get: v("player_name") },
        { key: "season", label: "Season", get: text("season") },
        { key: "age", label: "Age", get: v("age") },
        { key: "team", label: "Team", get: v("team") },
        ...askedCols,
      ];
    case "player-careers":
      return [
        { key: "player_name", label: "Player", get: v("player_name") },
        { key: "span", label: "Seasons", get: (r) => `${String(r.first_season)}–${String(r.last_season)}` },
        ...askedCols,
        { key: "complete", label: "Complete", get: (r) => (r.career_coverage as { complete?: boolean } | undefined)?.complete },
      ];
    case "player-games":
      return [
        { key: "date", label: "Date", get: v("date") },
        { key: "player_name", label: "Player", get: v("player_name") },
        { key: "team", label: "Team", get: v("team") },
        { key: "location", label: "Where", get: v("location") },
        { key: "opponent", label: "Opponent", get: v("opponent") },
        { key: "result", label: "Result", get: v("result") },
        { key: "score", label: "Score", get: (r) => (r.team_score == null ? null : `${r.team_score}–${r.opponent_score}`) },
        ...askedCols,
      ];
    case "team-seasons":
      return [
        { key: "team", label: "Team", get: v("team") },
        { key: "season", label: "Season", get: text("season") },
        ...askedCols,
        ...["wins", "losses", "win_pct", "points_for", "points_against", "finish"].filter((k) => !asked.includes(k)).map(stat),
      ];
    case "team-games":
      return [
        { key: "date", label: "Date", get: v("date") },
        { key: "team", label: "Team", get: v("team") },
        { key: "location", label: "Where", get: v("location") },
        { key: "opponent", label: "Opponent", get: v("opponent") },
        { key: "result", label: "Result", get: v("result") },
        { key: "score", label: "Score", get: (r) => `${r.points}–${r.opponent_points}` },
        ...askedCols,
        ...["margin"].filter((k) => !asked.includes(k)).map(stat),
      ];
    case "streaks":
      return [
        // A team's runs (asked: their length), or with game-line bounds a player's.
        asked.length === 0 || asked.includes("length") ? { key: "team", label: "Team", get: v("team") } : { key: "player_name", label: "Player", get: v("player_name") },
        { key: "season", label: "Season", get: text("season") },
        { key: "length", label: "Games", get: v("length") },
        { key: "start_date", label: "From", get: v("start_date") },
        { key: "end_date", label: "To", get: v("end_date") },
      ];
  }
}

/** The result table: it scrolls inside its card on a narrow screen; statistic heads sort (state in the URL). */
export function ResultTable({
  finder,
  rows,
  asked,
  labels,
  ordering,
  onOrder,
}: {
  finder: FinderId;
  rows: FinderRow[];
  asked: string[];
  labels: Record<string, string>;
  ordering: string;
  onOrder: (ordering: string) => void;
}) {
  const cols: Column<FinderRow>[] = columns(finder, asked, labels).map((c, i) => ({
    key: c.key,
    label: c.label,
    sortable: !!c.sort,
    sticky: i === 0,
    value: (r) => csvValue(c.get(r)),
    format: (r) => fmtValue(c.get(r)),
  }));
  const sort = ordering ? { field: ordering.replace(/^-/, ""), dir: ordering.startsWith("-") ? ("desc" as const) : ("asc" as const) } : undefined;
  return (
    <DataTable
      caption="Results"
      label="Results"
      columns={cols}
      rows={rows}
      rowKey={(_, i) => i}
      sort={sort}
      onSort={(field) => onOrder(nextOrdering(ordering, field))}
      theadClassName="border-b border-secondary-200 bg-white text-xs uppercase tracking-wide text-secondary-600"
      cellClassName="whitespace-nowrap px-3 py-2 text-secondary-900"
      headerCellClassName="whitespace-nowrap px-3 py-2"
    />
  );
}
