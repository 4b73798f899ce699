import { DataTable, type Column } from "@/components/data-table";
import { Link } from "react-router";
import { SeasonLink } from "@/components/person/TitlesAndAwards";
import { formatWinPct, recordByTeam, recordText, winPctClass } from "../lib/format";
import type { CoachDetail } from "../types";

const thL = "px-3 py-2 text-left font-semibold whitespace-nowrap";
const thR = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const tdR = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const headClass = "border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600";

function TeamLink({ slug, name, year }: { slug: string; name: string; year?: number }) {
  if (!slug) return <>{name}</>;
  return (
    <Link to={year != null ? `/teams/${slug}/${year}` : `/teams/${slug}`} className="text-primary-800 hover:underline">
      {name}
    </Link>
  );
}

const years = (a: number, b: number) => (a === b ? String(a) : `${a}–${b}`);

const tableProps = { tableClassName: "min-w-full text-sm", theadClassName: headClass, headerCellClassName: thL, rowClassName: () => "" };

type TeamRecord = ReturnType<typeof recordByTeam>[number];
type CoachSeason = CoachDetail["seasons"][number];

const right = { numeric: true, headerClassName: thR, cellClassName: tdR } as const;

const TEAM_COLUMNS: Column<TeamRecord>[] = [
  { key: "team", label: "Team", sticky: true, rowHeader: true, headerClassName: `${thL} pl-5`, cellClassName: "px-3 py-2 pl-5", value: (r) => r.team_name, format: (r) => <TeamLink slug={r.team_slug} name={r.team_name} /> },
  { key: "years", label: "Years", cellClassName: "px-3 py-2 whitespace-nowrap", value: (r) => years(r.first, r.last) },
  { key: "seasons", label: "Seasons", ...right, value: (r) => r.seasons },
  { key: "record", label: "Record", ...right, value: (r) => (r.known ? recordText(r.wins, r.losses, r.ties) : null) },
  { key: "win_pct", label: "Win %", ...right, cellClassName: (r) => `${tdR} ${winPctClass(r.win_percentage)}`, value: (r) => r.win_percentage, format: (r) => formatWinPct(r.win_percentage) },
  { key: "titles", label: "Titles", ...right, headerClassName: `${thR} pr-5`, cellClassName: `${tdR} pr-5`, value: (r) => r.championships },
];

function seasonColumns(sport: string | undefined): Column<CoachSeason>[] {
  return [
    { key: "season", label: "Season", sticky: true, rowHeader: true, headerClassName: `${thL} pl-5`, cellClassName: "px-3 py-2 pl-5 whitespace-nowrap", value: (s) => s.season, format: (s) => <SeasonLink year={s.season} slug={s.season_slug} sport={sport} /> },
    { key: "team", label: "Team", cellClassName: "px-3 py-2 whitespace-nowrap", value: (s) => s.team_name, format: (s) => <TeamLink slug={s.team_slug} name={s.team_name} year={s.season} /> },
    { key: "title", label: "Title", cellClassName: "px-3 py-2 whitespace-nowrap", value: (s) => s.title },
    { key: "record", label: "Record", ...right, value: (s) => recordText(s.wins, s.losses, s.ties) },
    { key: "win_pct", label: "Win %", ...right, cellClassName: (s) => `${tdR} ${winPctClass(s.win_percentage)}`, value: (s) => s.win_percentage, format: (s) => formatWinPct(s.win_percentage) },
    { key: "postseason", label: "Postseason", headerClassName: `${thL} pr-5`, cellClassName: "px-3 py-2 pr-5 whitespace-nowrap", value: (s) => (s.champion ? "Champion" : s.made_playoffs ? "Playoffs" : "—") },
  ];
}

/** Coaching History: the record per team, the stints (newest first) and every season coached. */
export function CoachHistory({ coach }: { coach: CoachDetail }) {
  const sport = coach.sport?.slug;
  const perTeam = recordByTeam(coach.coaching_history);
  if (coach.coaching_history.length === 0) return <p className="text-sm text-secondary-600">No coaching history available.</p>;
  return (
    <div className="space-y-8">
      {perTeam.length > 0 && (
        <div>
          <h3 className="mb-3 text-base font-semibold text-secondary-900">Record by Team</h3>
          <DataTable {...tableProps} className="relative -mx-5" caption="Head-coaching record by team" columns={TEAM_COLUMNS} rows={perTeam} rowKey={(r) => r.team_id} />
        </div>
      )}

      <div>
        <h3 className="mb-3 text-base font-semibold text-secondary-900">Positions Held</h3>
        <ol className="space-y-2">
          {coach.coaching_history.map((s, i) => (
            <li key={`${s.team_id}-${s.start_year}-${i}`} className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border border-secondary-100 px-3 py-2 text-sm">
              <span>
                <span className="font-semibold tabular-nums">{years(s.start_year, s.end_year)}</span> · {s.title} ·{" "}
                <TeamLink slug={s.team_slug} name={s.team_name} />
                {s.is_active && <span className="ml-2 text-xs font-semibold text-green-700">Current</span>}
              </span>
              <span className="tabular-nums text-secondary-700">
                {s.wins != null ? `${recordText(s.wins, s.losses, s.ties)} (${formatWinPct(s.win_percentage)})` : ""}
                {s.championships > 0 ? ` · ${s.championships} ${s.championships === 1 ? "title" : "titles"}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </div>

      {coach.seasons.length > 0 && (
        <div>
          <h3 className="mb-3 text-base font-semibold text-secondary-900">Season by Season</h3>
          <DataTable
            {...tableProps}
            className="relative -mx-5 max-h-[32rem] overflow-auto"
            theadClassName={`${headClass} sticky top-0 z-[2]`}
            caption="Seasons coached"
            columns={seasonColumns(sport)}
            rows={coach.seasons}
            rowKey={(s, i) => `${s.season}-${s.team_slug}-${i}`}
          />
        </div>
      )}
    </div>
  );
}
