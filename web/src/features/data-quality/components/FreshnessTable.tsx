import { DataTable, type Column } from "@/components/data-table";
import { Badge, type BadgeTone } from "@/components/Badge";
import { siteFilters } from "@/lib/site";
import type { FeedFreshness } from "../api/get-freshness";
import { useFreshness } from "../api/get-freshness";
import { count, day } from "../lib/quality";
import { cardTable } from "./table-parts";

/** The feeds' names as visitors know the sources. */
const feedNames: Record<string, string> = {
  nhl: "NHL schedule",
  mlb: "MLB Stats API",
  "espn-nfl": "ESPN NFL scoreboard",
  "espn-nba": "ESPN NBA scoreboard",
  "espn-cfb": "ESPN college football scoreboard",
  "espn-mbb": "ESPN men's college basketball scoreboard",
};

/** A run's time: the day and the UTC time of day. */
function when(iso: string | null): string {
  if (!iso) return "—";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : `${day(iso)}, ${d.toLocaleTimeString("en-US", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC`;
}

function state(f: FeedFreshness): { label: string; tone: BadgeTone } {
  if (!f.enabled) return { label: "Off", tone: "neutral" };
  if (!f.last_run) return { label: "Not run yet", tone: "neutral" };
  if (f.last_error_at && (!f.last_success || f.last_error_at > f.last_success)) return { label: "Failing", tone: "danger" };
  return { label: "Current", tone: "success" };
}

const COLUMNS: Column<FeedFreshness>[] = [
  {
    key: "feed",
    label: "Feed",
    rowHeader: true,
    sticky: true,
    value: (r) => feedNames[r.source] ?? r.source,
    headerClassName: "px-4 py-2.5 font-semibold",
    cellClassName: "px-4 py-2.5 text-secondary-900",
  },
  { key: "status", label: "Status", value: (r) => state(r).label, format: (r) => <Badge tone={state(r).tone}>{state(r).label}</Badge> },
  { key: "last_success", label: "Last success", headerClassName: "whitespace-nowrap px-3 py-2.5 font-semibold", cellClassName: "whitespace-nowrap px-3 py-2.5 tabular-nums", value: (r) => when(r.last_success) },
  {
    key: "last_error",
    label: "Last error",
    value: (r) => (r.last_error_at ? `${when(r.last_error_at)}: ${r.last_error}` : null),
    format: (r) =>
      r.last_error_at ? (
        <>
          <span className="whitespace-nowrap tabular-nums">{when(r.last_error_at)}</span>
          <span className="block max-w-xs truncate text-xs text-secondary-600" title={r.last_error}>
            {r.last_error}
          </span>
        </>
      ) : (
        "—"
      ),
  },
  { key: "last_game", label: "Latest final game", headerClassName: "whitespace-nowrap px-3 py-2.5 font-semibold", cellClassName: "whitespace-nowrap px-3 py-2.5 tabular-nums", value: (r) => day(r.last_game_date) },
  { key: "added", label: "Games added (24 h)", numeric: true, headerClassName: "px-4 py-2.5 font-semibold", cellClassName: "px-4 py-2.5", value: (r) => r.games_added_24h, format: (r) => count(r.games_added_24h) },
];

/**
 * How current the data is kept: each score feed this site's sport uses,
 * whether it runs, its last success and last error, the latest final game
 * it reported and the games it added in the last day. A feed that is off
 * or failing leaves the data as the last import and runs made it.
 */
export function FreshnessTable() {
  const q = useFreshness();
  if (!q.data) return null;
  const f = siteFilters();
  const feeds = q.data.results.filter((r) => (!f.sport__slug || r.sport === f.sport__slug) && (!f.level__slug || r.level === f.level__slug));
  if (feeds.length === 0) return null;
  return (
    <section aria-labelledby="dq-feeds" className="mt-10">
      <h2 id="dq-feeds" className="text-xl font-semibold text-secondary-900">
        Score feeds
      </h2>
      <p className="mt-1 text-sm text-secondary-600">
        {q.data.sync
          ? "New games and results come from these public feeds while the site runs."
          : "This deployment does not poll the score feeds: its games end where the last import or sync left them."}
      </p>
      <DataTable {...cardTable} caption="Score feeds and their freshness" columns={COLUMNS} rows={feeds} rowKey={(r) => r.source} rowClassName={() => ""} />
    </section>
  );
}
