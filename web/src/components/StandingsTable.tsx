import { DataTable, detailsColumn, type Column } from "@/components/data-table";
import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import type { Standing } from "@/lib/standings/types";
import {
  PLAYOFF_LABEL,
  PLAYOFF_TONE,
  conferenceName,
  divisionName,
  playoffPosition,
  rankClass,
  rankOf,
  recordNote,
  teamAbbreviation,
  teamName,
} from "@/lib/standings/standings";
import { formatDate } from "@/lib/seasons/season-text";
import { clinchLabel, conventionOf, formatWinPct, rowGamesBehind } from "@/lib/standings/convention";

const th = "px-2 py-2.5 text-right font-semibold";
const td = "px-2 py-2.5 text-right tabular-nums";

/** The clinch mark after a team's name ("x", "pi", "e"), its meaning for screen readers and on hover. */
function ClinchMark({ mark, label }: { mark: string; label: string }) {
  return (
    <span className="shrink-0 font-mono text-xs font-semibold text-secondary-600" title={label}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">({label})</span>
    </span>
  );
}

function Detail({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-secondary-500">{label}</dt>
      <dd className="font-medium tabular-nums text-secondary-900">{value == null || value === "" ? "—" : value}</dd>
    </div>
  );
}

/** The expanded row: home, away, division and conference records, games played, points, last updated. */
function RowDetails({ row }: { row: Standing }) {
  const points = row.points != null ? row.points : row.points_for != null ? `${row.points_for} for, ${row.points_against ?? 0} against` : null;
  const note = recordNote(row);
  const noSplits = row.home_record == null && row.away_record == null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
      <Detail label="Home" value={row.home_record} />
      <Detail label="Away" value={row.away_record} />
      <Detail label="Division" value={row.division_record} />
      <Detail label="Conference" value={row.conference_record} />
      <Detail label="Games Played" value={row.games_played} />
      <Detail label="Points" value={points} />
      <Detail label="Last 10" value={row.last_10} />
      <Detail label="Last Updated" value={formatDate(row.last_updated)} />
      <div className="col-span-2 sm:col-span-4 text-secondary-600">
        {divisionName(row)}
        {conferenceName(row) && ` · ${conferenceName(row)}`}
      </div>
      {(note || noSplits) && (
        <p className="col-span-2 text-xs text-secondary-600 sm:col-span-4">
          {note}
          {noSplits && `${note ? " " : ""}Home, away and recent-form records are left out: the game logs are too incomplete for this team-season.`}
        </p>
      )}
    </dl>
  );
}

const abbr = (key: string, label: string, full: string, extra: Partial<Column<Standing>> = {}): Column<Standing> => ({
  key,
  label,
  abbr: full,
  numeric: true,
  headerClassName: th,
  cellClassName: td,
  ...extra,
});

/** The columns this league's convention prints (points leagues, football, the rest). */
function standingsColumns(rows: readonly Standing[], o: { placeRank: boolean; year?: number; expanded: number | null; onToggle: (id: number) => void }): Column<Standing>[] {
  const convention = conventionOf(rows);
  const points = convention === "points";
  const football = convention === "football";
  // Football always prints its tie column; the others only when a team tied.
  const hasTies = football || rows.some((r) => (r.ties ?? 0) > 0);
  const hasOtl = rows.some((r) => (r.ot_losses ?? 0) > 0);
  const hasRW = points && rows.some((r) => r.regulation_wins != null);
  const hasROW = points && rows.some((r) => r.regulation_overtime_wins != null);
  const hasConference = rows.some((r) => !!r.conference);
  const rank = (r: Standing) => (o.placeRank ? rows.indexOf(r) + 1 : rankOf(r));
  const cols: (Column<Standing> | false)[] = [
    {
      key: "rank",
      label: "Rank",
      headerClassName: "px-3 py-2.5 font-semibold",
      cellClassName: "px-3 py-2.5",
      value: rank,
      format: (r) => <span className={`inline-flex size-7 items-center justify-center rounded-full text-xs font-bold tabular-nums ${rankClass(rank(r))}`}>{rank(r)}</span>,
    },
    {
      key: "team",
      label: "Team",
      sticky: true,
      headerClassName: "px-3 py-2.5 font-semibold",
      cellClassName: "px-3 py-2.5",
      value: (r) => teamName(r),
      format: (r) => <TeamCell r={r} year={o.year} mark={r.clinch ? clinchLabel(r.clinch, convention, hasConference) : null} />,
    },
    points && abbr("gp", "GP", "Games played", { className: "hidden sm:table-cell", value: (r) => r.games_played }),
    abbr("w", "W", "Wins", { value: (r) => r.wins, format: (r) => <Wins r={r} /> }),
    abbr("l", "L", "Losses", { value: (r) => r.losses }),
    hasTies && abbr("t", "T", "Ties", { value: (r) => r.ties ?? 0 }),
    hasOtl && abbr("otl", "OTL", "Overtime and shootout losses", { value: (r) => r.ot_losses ?? 0 }),
    points && abbr("pts", "PTS", "Points", { cellClassName: `${td} font-semibold`, value: (r) => r.points }),
    points && abbr("ppct", "P%", "Points percentage: points over points available", { className: "hidden sm:table-cell", value: (r) => r.points_percentage, format: (r) => formatWinPct(r.points_percentage) }),
    hasRW && abbr("rw", "RW", "Regulation wins", { className: "hidden md:table-cell", value: (r) => r.regulation_wins }),
    hasROW && abbr("row", "ROW", "Regulation and overtime wins", { className: "hidden md:table-cell", value: (r) => r.regulation_overtime_wins }),
    !points && abbr("pct", "PCT", "Win percentage", { value: (r) => r.win_percentage, format: (r) => r.win_percentage_display ?? formatWinPct(r.win_percentage) }),
    !points && !football && abbr("gb", "GB", "Games behind", { className: "hidden sm:table-cell", value: (r) => rowGamesBehind(rows, r, o.placeRank) }),
    !points && !football && abbr("l10", "L10", "Last 10 games", { className: "hidden md:table-cell", value: (r) => r.last_10 || null }),
    { key: "strk", label: "STRK", abbr: "Streak", className: "hidden md:table-cell", headerClassName: "px-2 py-2.5 font-semibold", cellClassName: "px-2 py-2.5", value: (r) => r.streak || null },
    {
      key: "status",
      label: "Status",
      className: "hidden sm:table-cell",
      headerClassName: "px-3 py-2.5 font-semibold",
      cellClassName: "px-3 py-2.5",
      value: (r) => {
        const pos = playoffPosition(r);
        return pos ? PLAYOFF_LABEL[pos] : null;
      },
      format: (r) => {
        const pos = playoffPosition(r);
        return pos && <Badge tone={PLAYOFF_TONE[pos]}>{PLAYOFF_LABEL[pos]}</Badge>;
      },
    },
    detailsColumn((r) => <DetailsToggle r={r} open={o.expanded === r.team.id} onToggle={o.onToggle} />, { headerClassName: "px-3 py-2.5", cellClassName: "px-3 py-2.5" }),
  ];
  return cols.filter((c): c is Column<Standing> => c !== false);
}

function TeamCell({ r, year, mark }: { r: Standing; year?: number; mark: string | null }) {
  const slug = r.team?.slug;
  return (
    <div className="flex items-center gap-2">
      <span className="hidden w-10 shrink-0 text-xs font-semibold text-secondary-500 sm:inline">{teamAbbreviation(r)}</span>
      {slug ? (
        <Link
          to={year ? `/teams/${encodeURIComponent(slug)}/${year}` : `/teams/${encodeURIComponent(slug)}`}
          onClick={(e) => e.stopPropagation()}
          className="font-medium text-secondary-900 hover:text-primary-800 hover:underline"
        >
          {teamName(r)}
        </Link>
      ) : (
        <span className="font-medium text-secondary-900">{teamName(r)}</span>
      )}
      {r.clinch && mark && <ClinchMark mark={r.clinch} label={mark} />}
    </div>
  );
}

function Wins({ r }: { r: Standing }) {
  const note = recordNote(r);
  return (
    <>
      {note && (
        <span className="mr-1 align-super text-[0.65rem] text-secondary-500" title={note}>
          †<span className="sr-only"> official record differs from the game logs; see details</span>
        </span>
      )}
      {r.wins}
    </>
  );
}

function DetailsToggle({ r, open, onToggle }: { r: Standing; open: boolean; onToggle: (id: number) => void }) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-label={`${open ? "Hide" : "Show"} details for ${teamName(r)}`}
      onClick={(e) => {
        e.stopPropagation();
        onToggle(r.team.id);
      }}
      className="rounded p-1 text-secondary-600 hover:bg-secondary-100 hover:text-secondary-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
      </svg>
    </button>
  );
}

/**
 * One league's standings: rows by rank; clicking a row expands it (one at a
 * time, `expanded` is the open row's team id: a standing's own id is null
 * where no season table holds the team).
 */
export function StandingsTable({
  rows,
  caption,
  expanded,
  onToggle,
  year,
  placeRank = false,
}: {
  rows: readonly Standing[];
  /** Show each row's place in this table (a division) and games behind its leader, instead of the league's. */
  placeRank?: boolean;
  caption: string;
  expanded: number | null;
  onToggle: (id: number) => void;
  /** Season start year for team links (/teams/{slug}/{year}). */
  year?: number;
}) {
  return (
    <DataTable
      className="rounded-lg border border-secondary-200 bg-white shadow-sm"
      caption={caption}
      columns={standingsColumns(rows, { placeRank, year, expanded, onToggle })}
      rows={rows}
      rowKey={(r) => r.team.id}
      rowClassName={(r) => `cursor-pointer ${expanded === r.team.id ? "bg-primary-50" : "hover:bg-secondary-50"}`}
      onRowClick={(r) => onToggle(r.team.id)}
      detailRowClassName="bg-primary-50/60"
      detailCellClassName="px-4 py-4"
      detail={(r) => {
        if (expanded !== r.team.id) return null;
        const pos = playoffPosition(r);
        return (
          <>
            {pos && (
              <p className="mb-3 sm:hidden">
                <Badge tone={PLAYOFF_TONE[pos]}>{PLAYOFF_LABEL[pos]}</Badge>
              </p>
            )}
            <RowDetails row={r} />
          </>
        );
      }}
    />
  );
}
