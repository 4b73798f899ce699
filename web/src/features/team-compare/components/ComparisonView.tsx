import { Link } from "react-router";
import { DataTable, type Column } from "@/components/data-table";
import { mediumDate } from "@/lib/dates";
import { teamMonogram } from "@/lib/teams/format";
import type { Comparison } from "../api/compare-teams";
import { GROUP_TITLES, formatDiffPct, formatMetric, metricLabel, scoreWord, shownMetrics, type MetricComparison, type Side } from "../compare";

function sideName(c: Comparison, side: Side): string {
  const t = c.teams[side === "a" ? 0 : 1];
  return t.abbreviation || teamMonogram(t);
}

/** Head-to-head: wins each, total games, last and next meeting. */
function HeadToHead({ c }: { c: Comparison }) {
  const h = c.head_to_head;
  const [a, b] = c.teams;
  return (
    <section aria-labelledby="h2h-title" className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <h2 id="h2h-title" className="text-lg font-semibold text-secondary-900">
        Head-to-Head
      </h2>
      {h.total_games === 0 ? (
        <p className="mt-3 text-sm text-secondary-600">
          These teams have not met{c.season != null ? " in this season" : ""} in the games on file.
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 items-end gap-3 text-center">
            <div className={`rounded-md px-2 py-3 ${h.team_a_wins > h.team_b_wins ? "bg-green-50 ring-1 ring-green-200" : "bg-secondary-50"}`}>
              <dt className="truncate text-xs font-medium uppercase tracking-wide text-secondary-600">
                <span className="sm:hidden">{sideName(c, "a")}</span>
                <span className="hidden sm:inline">{a.name}</span> wins
              </dt>
              <dd className="mt-1 text-3xl font-bold text-secondary-900">{h.team_a_wins}</dd>
            </div>
            <div className="px-2 py-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-secondary-600">Total Games</dt>
              <dd className="mt-1 text-3xl font-bold text-secondary-900">{h.total_games}</dd>
              {h.ties > 0 && <dd className="text-xs text-secondary-600">{h.ties} {h.ties === 1 ? "tie" : "ties"}</dd>}
              {!!h.postseason_games && <dd className="text-xs text-secondary-600">{h.postseason_games} postseason</dd>}
            </div>
            <div className={`rounded-md px-2 py-3 ${h.team_b_wins > h.team_a_wins ? "bg-green-50 ring-1 ring-green-200" : "bg-secondary-50"}`}>
              <dt className="truncate text-xs font-medium uppercase tracking-wide text-secondary-600">
                <span className="sm:hidden">{sideName(c, "b")}</span>
                <span className="hidden sm:inline">{b.name}</span> wins
              </dt>
              <dd className="mt-1 text-3xl font-bold text-secondary-900">{h.team_b_wins}</dd>
            </div>
          </dl>
          <div className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            {h.last_meeting && (
              <div className="rounded-md border border-secondary-200 px-3 py-2">
                <p className="text-xs font-medium uppercase tracking-wide text-secondary-600">Last Meeting</p>
                <p className="mt-1 text-secondary-900">
                  <Link to={`/scores/${encodeURIComponent(h.last_meeting.game_slug || String(h.last_meeting.game_id))}`} className="font-medium text-primary-700 hover:underline">
                    {mediumDate(h.last_meeting.date)}
                  </Link>
                  {h.last_meeting.score && (
                    <>
                      {" · "}
                      {sideName(c, "a")} {h.last_meeting.team_a_score}, {sideName(c, "b")} {h.last_meeting.team_b_score}
                    </>
                  )}
                </p>
                {h.last_meeting.winner ? (
                  <p className="text-xs text-secondary-600">Won by {h.last_meeting.winner.name}</p>
                ) : h.last_meeting.tie ? (
                  <p className="text-xs text-secondary-600">Tied</p>
                ) : null}
              </div>
            )}
            {h.next_meeting && (
              <div className="rounded-md border border-secondary-200 px-3 py-2">
                <p className="text-xs font-medium uppercase tracking-wide text-secondary-600">Next Meeting</p>
                <p className="mt-1">
                  <Link to={`/scores/${encodeURIComponent(h.next_meeting.game_slug || String(h.next_meeting.game_id))}`} className="font-medium text-primary-700 hover:underline">
                    {mediumDate(h.next_meeting.date)}
                  </Link>
                  {h.next_meeting.home_team_id != null && (
                    <span className="text-secondary-700"> · at {h.next_meeting.home_team_id === a.id ? a.name : b.name}</span>
                  )}
                </p>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}

type GroupRows = ReturnType<typeof shownMetrics>[number];
type MetricRow = GroupRows["rows"][number];

/** One metric group: each row shows both values, the better side highlighted and the percentage difference. */
function MetricGroupTable({ c, group: { group, rows }, word }: { c: Comparison; group: GroupRows; word: string }) {
  const [a, b] = c.teams;
  const side = (s: Side, team: typeof a): Column<MetricRow> => ({
    key: s,
    label: sideName(c, s),
    abbr: team.name,
    numeric: true,
    centered: true,
    headerClassName: "w-1/4 px-3 py-2 font-semibold",
    value: (r) => r.pair[s],
    format: (r) => (
      <>
        {formatMetric(r.pair[s], r.def.kind)}
        {r.cmp.better === s && <span className="sr-only"> (better)</span>}
      </>
    ),
    cellClassName: (r) => `px-3 py-3 ${r.cmp.better === s ? "bg-green-50 font-bold text-green-900" : "text-secondary-800"}`,
  });
  const columns: Column<MetricRow>[] = [
    side("a", a),
    {
      key: "metric",
      label: "Metric",
      rowHeader: true,
      centered: true,
      headerClassName: "px-2 py-2 font-semibold",
      cellClassName: "px-2 py-3 text-secondary-900",
      format: (r) => (
        <>
          <span className="block">{metricLabel(r.def, word)}</span>
          <span className="mt-0.5 block text-xs font-normal text-secondary-600">{diffText(c, r.cmp, r.def.lowerIsBetter)}</span>
        </>
      ),
    },
    side("b", b),
  ];
  return (
    <section aria-labelledby={`metrics-${group}`} className="rounded-lg border border-secondary-200 bg-white shadow-sm">
      <h2 id={`metrics-${group}`} className="border-b border-secondary-200 px-5 py-3 text-lg font-semibold text-secondary-900">
        {GROUP_TITLES[group]}
      </h2>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.def.key}
        caption={`${GROUP_TITLES[group]}: ${a.name} compared with ${b.name}`}
        tableClassName="w-full table-fixed text-sm"
        theadClassName="text-xs uppercase tracking-wide text-secondary-600"
      />
    </section>
  );
}

/** "PHI +16.1%", "KC −29.8%" (lower is better), "Even", or "KC better" when the other side is 0. */
function diffText(c: Comparison, cmp: MetricComparison, lowerIsBetter?: boolean): string {
  if (cmp.better === "even") return "Even";
  if (!cmp.better) return "";
  if (cmp.diffPct === null) return `${sideName(c, cmp.better)} better`;
  return `${sideName(c, cmp.better)} ${lowerIsBetter ? "−" : "+"}${formatDiffPct(cmp.diffPct)}`;
}

/** Overall on the left; offense and defense stacked on the right. */
function MetricTables({ c }: { c: Comparison }) {
  const groups = shownMetrics(c);
  const word = scoreWord(c);
  if (groups.length === 0) {
    return <p className="text-sm text-secondary-600">No figures on file for these teams{c.season != null ? " in this season" : ""}.</p>;
  }
  const columns = [groups.filter((g) => g.group === "overall"), groups.filter((g) => g.group !== "overall")].filter((col) => col.length > 0);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {columns.map((col) => (
        <div key={col[0].group} className="space-y-6">
          {col.map((g) => (
            <MetricGroupTable key={g.group} c={c} group={g} word={word} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function ComparisonView({ c }: { c: Comparison }) {
  const notes = [c.record_basis && `Records: ${c.record_basis}`, c.scoring_basis && `scoring: ${c.scoring_basis}`].filter(Boolean).join("; ");
  const differentSports = c.teams[0].sport?.name && c.teams[1].sport?.name && c.teams[0].sport.name !== c.teams[1].sport.name;
  return (
    <div className="space-y-6">
      {differentSports && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          These teams play different sports ({c.teams[0].sport?.name} and {c.teams[1].sport?.name}); their figures are not directly comparable.
        </p>
      )}
      <HeadToHead c={c} />
      <MetricTables c={c} />
      {notes && <p className="text-xs text-secondary-600">{notes.charAt(0).toUpperCase() + notes.slice(1)}. Per-game figures are per game on file.</p>}
    </div>
  );
}
