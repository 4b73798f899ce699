import { Fragment } from "react";
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

/**
 * One league's standings: rows by rank; clicking a row expands it (one at a
 * time, `expanded` is the open row's id).
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
  const convention = conventionOf(rows);
  const points = convention === "points";
  const football = convention === "football";
  // Football always prints its tie column; the others only when a team tied.
  const hasTies = football || rows.some((r) => (r.ties ?? 0) > 0);
  const hasOtl = rows.some((r) => (r.ot_losses ?? 0) > 0);
  const hasRW = points && rows.some((r) => r.regulation_wins != null);
  const hasROW = points && rows.some((r) => r.regulation_overtime_wins != null);
  const hasConference = rows.some((r) => !!r.conference);
  const cols = 9 + (hasTies ? 1 : 0) + (hasOtl ? 1 : 0) + (points ? 2 : 0) + (hasRW ? 1 : 0) + (hasROW ? 1 : 0);
  return (
    <div className="overflow-x-auto rounded-lg border border-secondary-200 bg-white shadow-sm">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">Rank</th>
            <th scope="col" className="px-3 py-2.5 font-semibold">Team</th>
            {points && <th scope="col" className={`hidden ${th} sm:table-cell`}><abbr title="Games played" className="no-underline">GP</abbr></th>}
            <th scope="col" className={th}><abbr title="Wins" className="no-underline">W</abbr></th>
            <th scope="col" className={th}><abbr title="Losses" className="no-underline">L</abbr></th>
            {hasTies && <th scope="col" className={th}><abbr title="Ties" className="no-underline">T</abbr></th>}
            {hasOtl && <th scope="col" className={th}><abbr title="Overtime and shootout losses" className="no-underline">OTL</abbr></th>}
            {points ? (
              <>
                <th scope="col" className={th}><abbr title="Points" className="no-underline">PTS</abbr></th>
                <th scope="col" className={`hidden ${th} sm:table-cell`}><abbr title="Points percentage: points over points available" className="no-underline">P%</abbr></th>
                {hasRW && <th scope="col" className={`hidden ${th} md:table-cell`}><abbr title="Regulation wins" className="no-underline">RW</abbr></th>}
                {hasROW && <th scope="col" className={`hidden ${th} md:table-cell`}><abbr title="Regulation and overtime wins" className="no-underline">ROW</abbr></th>}
              </>
            ) : (
              <th scope="col" className={th}><abbr title="Win percentage" className="no-underline">PCT</abbr></th>
            )}
            {!points && !football && <th scope="col" className={`hidden ${th} sm:table-cell`}><abbr title="Games behind" className="no-underline">GB</abbr></th>}
            {!points && !football && <th scope="col" className={`hidden ${th} md:table-cell`}><abbr title="Last 10 games" className="no-underline">L10</abbr></th>}
            <th scope="col" className="hidden px-2 py-2.5 font-semibold md:table-cell"><abbr title="Streak" className="no-underline">STRK</abbr></th>
            <th scope="col" className="hidden px-3 py-2.5 font-semibold sm:table-cell">Status</th>
            <th scope="col" className="px-3 py-2.5"><span className="sr-only">Details</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-secondary-100">
          {rows.map((r, i) => {
            const open = expanded === r.id;
            const rank = placeRank ? i + 1 : rankOf(r);
            const pos = playoffPosition(r);
            const slug = r.team?.slug;
            const note = recordNote(r);
            return (
              <Fragment key={r.id}>
                <tr onClick={() => onToggle(r.id)} className={`cursor-pointer ${open ? "bg-primary-50" : "hover:bg-secondary-50"}`}>
                  <td className="px-3 py-2.5">
                    <span className={`inline-flex size-7 items-center justify-center rounded-full text-xs font-bold tabular-nums ${rankClass(rank)}`}>{rank}</span>
                  </td>
                  <td className="px-3 py-2.5">
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
                      {r.clinch && <ClinchMark mark={r.clinch} label={clinchLabel(r.clinch, convention, hasConference)} />}
                    </div>
                  </td>
                  {points && <td className={`hidden ${td} sm:table-cell`}>{r.games_played ?? "—"}</td>}
                  <td className={td}>
                    {note && (
                      <span className="mr-1 align-super text-[0.65rem] text-secondary-500" title={note}>
                        †<span className="sr-only"> official record differs from the game logs; see details</span>
                      </span>
                    )}
                    {r.wins}
                  </td>
                  <td className={td}>{r.losses}</td>
                  {hasTies && <td className={td}>{r.ties ?? 0}</td>}
                  {hasOtl && <td className={td}>{r.ot_losses ?? 0}</td>}
                  {points ? (
                    <>
                      <td className={`${td} font-semibold`}>{r.points ?? "—"}</td>
                      <td className={`hidden ${td} sm:table-cell`}>{formatWinPct(r.points_percentage)}</td>
                      {hasRW && <td className={`hidden ${td} md:table-cell`}>{r.regulation_wins ?? "—"}</td>}
                      {hasROW && <td className={`hidden ${td} md:table-cell`}>{r.regulation_overtime_wins ?? "—"}</td>}
                    </>
                  ) : (
                    <td className={td}>{r.win_percentage_display ?? formatWinPct(r.win_percentage)}</td>
                  )}
                  {!points && !football && <td className={`hidden ${td} sm:table-cell`}>{rowGamesBehind(rows, r, placeRank)}</td>}
                  {!points && !football && <td className={`hidden ${td} md:table-cell`}>{r.last_10 || "—"}</td>}
                  <td className="hidden px-2 py-2.5 md:table-cell">{r.streak || "—"}</td>
                  <td className="hidden px-3 py-2.5 sm:table-cell">{pos && <Badge tone={PLAYOFF_TONE[pos]}>{PLAYOFF_LABEL[pos]}</Badge>}</td>
                  <td className="px-3 py-2.5 text-right">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-label={`${open ? "Hide" : "Show"} details for ${teamName(r)}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        onToggle(r.id);
                      }}
                      className="rounded p-1 text-secondary-600 hover:bg-secondary-100 hover:text-secondary-900"
                    >
                      <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
                        <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
                      </svg>
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="bg-primary-50/60">
                    <td colSpan={cols + 1} className="px-4 py-4">
                      {pos && (
                        <p className="mb-3 sm:hidden">
                          <Badge tone={PLAYOFF_TONE[pos]}>{PLAYOFF_LABEL[pos]}</Badge>
                        </p>
                      )}
                      <RowDetails row={r} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
