import { Link } from "react-router";
import { FactList, Panel } from "@/components/Panel";
import { Skeleton } from "@/components/Skeleton";
import { TrophyIcon } from "@/components/TrophyIcon";
import { shortDate } from "@/lib/dates";
import { formatLeaderValue, ordinal, statLabel } from "@/lib/leaders";
import type { TeamDetail } from "@/lib/teams/types";
import type { TeamSeasonRank, TeamSeasonSummary } from "../api/get-team-season";
import { useTeamSchedule } from "../api/get-team-schedule";
import { gameOutcome, opponentPrefix, recentResults, scheduleResult } from "../format";

type Summary = { data: TeamSeasonSummary | undefined; isPending: boolean; isError: boolean };

/** A note for a figure the data does not hold (never a 0 in its place). */
function NotCovered({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-secondary-600">{children}</p>;
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="space-y-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
    </div>
  );
}

/** ".878" as the leagues print a winning percentage. */
export function pctText(p: number): string {
  return p.toFixed(3).replace(/^0\./, ".");
}

/** "1st of 5 · Northeast Division". */
function rankText(r: TeamSeasonRank): string {
  return `${ordinal(r.rank)} of ${r.teams}${r.name ? ` · ${r.name}` : ""}`;
}

const PLAYOFF_TONE: Record<string, string> = {
  champion: "bg-accent-50 text-accent-900 ring-accent-200",
  runner_up: "bg-primary-50 text-primary-900 ring-primary-200",
  eliminated: "bg-secondary-50 text-secondary-900 ring-secondary-200",
  missed: "bg-secondary-50 text-secondary-800 ring-secondary-200",
  unknown: "bg-white text-secondary-700 ring-secondary-200",
};

/** How the season ended: the title, the series lost, or no playoffs. */
function PlayoffResult({ p, year }: { p: TeamSeasonSummary["playoffs"]; year: number }) {
  const opp = p.opponent;
  return (
    <div className={`rounded-md px-3 py-2 text-sm ring-1 ${PLAYOFF_TONE[p.status] ?? PLAYOFF_TONE.unknown}`}>
      <p className="flex items-center gap-1.5 font-semibold">
        {p.status === "champion" && <TrophyIcon className="size-4 text-accent-600" />}
        {p.text}
      </p>
      {opp && p.series && (
        <p className="mt-0.5 text-xs">
          {p.series} vs{" "}
          {opp.slug ? (
            <Link to={`/teams/${encodeURIComponent(opp.slug)}/${year}`} className="font-medium underline hover:no-underline">
              {opp.name}
            </Link>
          ) : (
            opp.name
          )}
          {p.wins != null && p.losses != null && p.wins + p.losses > 0 && ` · playoff games ${p.wins}-${p.losses}`}
        </p>
      )}
    </div>
  );
}

/** Season Summary: the record (W-L, T or OTL where the sport has them, PCT), places in the standings, the playoff result. */
export function SeasonRecordPanel({ summary, year, className }: { summary: Summary; year: number; className?: string }) {
  const s = summary.data;
  return (
    <Panel title="Season Summary" className={className}>
      {summary.isPending ? (
        <Loading label="Loading the season…" />
      ) : summary.isError || !s ? (
        <NotCovered>No season summary on file for this team and year.</NotCovered>
      ) : (
        <div className="space-y-4">
          {s.record ? (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <div className="rounded-md bg-secondary-50 px-3 py-2">
                <dt className="text-xs uppercase tracking-wide text-secondary-600">Record</dt>
                <dd className="text-2xl font-bold tabular-nums text-secondary-900">{s.record.text}</dd>
              </div>
              <div className="rounded-md bg-secondary-50 px-3 py-2">
                <dt className="text-xs uppercase tracking-wide text-secondary-600">PCT</dt>
                <dd className="text-2xl font-bold tabular-nums text-secondary-900">{pctText(s.record.win_percentage)}</dd>
              </div>
              {s.record.ties != null && (
                <div className="rounded-md bg-secondary-50 px-3 py-2">
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">Ties</dt>
                  <dd className="text-2xl font-bold tabular-nums text-secondary-900">{s.record.ties}</dd>
                </div>
              )}
              {s.record.ot_losses != null && (
                <div className="rounded-md bg-secondary-50 px-3 py-2">
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">OTL</dt>
                  <dd className="text-2xl font-bold tabular-nums text-secondary-900">{s.record.ot_losses}</dd>
                </div>
              )}
              {s.record.points != null && (
                <div className="rounded-md bg-secondary-50 px-3 py-2">
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">Points</dt>
                  <dd className="text-2xl font-bold tabular-nums text-secondary-900">{s.record.points}</dd>
                </div>
              )}
            </dl>
          ) : (
            <NotCovered>Record not covered by the data for this season.</NotCovered>
          )}
          <PlayoffResult p={s.playoffs} year={year} />
          {s.standing ? (
            <FactList
              items={[
                ...(s.standing.division ? [{ label: "Division finish", value: rankText(s.standing.division) }] : []),
                ...(s.standing.conference ? [{ label: "Conference finish", value: rankText(s.standing.conference) }] : []),
                { label: "League finish", value: rankText(s.standing.league) },
                ...(s.standing.points_for != null && s.standing.points_against != null
                  ? [{ label: "Scored – allowed", value: `${s.standing.points_for.toLocaleString("en-US")} – ${s.standing.points_against.toLocaleString("en-US")}` }]
                  : []),
              ]}
            />
          ) : (
            <NotCovered>Standings places not covered: the data holds no regular-season games for this season.</NotCovered>
          )}
        </div>
      )}
    </Panel>
  );
}

/** Head Coach(es): each with a link and the record of his games that season. */
export function SeasonCoachesPanel({ summary }: { summary: Summary }) {
  const coaches = summary.data?.coaches ?? [];
  return (
    <Panel title={coaches.length > 1 ? "Head Coaches" : "Head Coach"}>
      {summary.isPending ? (
        <Loading label="Loading coaches…" />
      ) : coaches.length === 0 ? (
        <NotCovered>No head coach on file for this season.</NotCovered>
      ) : (
        <ul className="divide-y divide-secondary-100 text-sm">
          {coaches.map((c) => (
            <li key={`${c.slug}-${c.name}`} className="flex items-baseline justify-between gap-3 py-2 first:pt-0 last:pb-0">
              {c.slug ? (
                <Link to={`/coaches/${encodeURIComponent(c.slug)}`} className="font-medium text-primary-800 hover:underline">
                  {c.name}
                </Link>
              ) : (
                <span className="font-medium text-secondary-900">{c.name}</span>
              )}
              <span className="tabular-nums text-secondary-700">{c.record ?? "—"}</span>
            </li>
          ))}
        </ul>
      )}
      {coaches.length > 1 && <p className="mt-3 text-xs text-secondary-600">In the order they led the team; records are their games that season.</p>}
    </Panel>
  );
}

/** Team Leaders: the team's best player in each of the sport's main statistics. */
export function SeasonLeadersPanel({ summary, className }: { summary: Summary; className?: string }) {
  const s = summary.data;
  const leaders = s?.leaders ?? [];
  return (
    <Panel title="Team Leaders" className={className}>
      {summary.isPending ? (
        <Loading label="Loading leaders…" />
      ) : leaders.length === 0 ? (
        <NotCovered>{s?.leaders_note ?? "No player statistics on file for this season."}</NotCovered>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2">
            {leaders.map((l) => (
              <li key={l.category} className="rounded-md border border-secondary-200 px-3 py-2">
                <p className="text-xs uppercase tracking-wide text-secondary-600">{l.category_name}</p>
                <Link to={`/players/${encodeURIComponent(l.player_slug)}`} className="block truncate font-semibold text-primary-800 hover:underline">
                  {l.player_name}
                </Link>
                <p className="text-sm tabular-nums text-secondary-800">
                  <span className="font-bold">{formatLeaderValue(l.stat, l.value)}</span> {statLabel(l.stat)}
                  {l.games_played != null && <span className="text-secondary-600"> · {l.games_played} games</span>}
                </p>
              </li>
            ))}
          </ul>
          {s?.leaders_note && <p className="mt-3 text-xs text-secondary-600">{s.leaders_note}</p>}
        </>
      )}
    </Panel>
  );
}

/** Home Venue of that season: where its home games were played, never today's arena for an old season. */
export function SeasonVenuePanel({ summary, team }: { summary: Summary; team: TeamDetail }) {
  const s = summary.data;
  const v = s?.venue;
  const franchise = v?.source === "franchise" ? team.home_venue : null;
  return (
    <Panel title="Home Venue">
      {summary.isPending ? (
        <Loading label="Loading the venue…" />
      ) : v ? (
        <FactList
          items={[
            { label: "Name", value: v.name },
            ...(v.games > 0 ? [{ label: "Home games there", value: v.games }] : []),
            ...(franchise?.capacity ? [{ label: "Capacity", value: franchise.capacity.toLocaleString("en-US") }] : []),
            ...(franchise?.opened_year ? [{ label: "Opened", value: franchise.opened_year }] : []),
          ]}
        />
      ) : (
        <NotCovered>Venue not known for this season.</NotCovered>
      )}
      {s?.venue_note && <p className="mt-3 text-xs text-secondary-600">{s.venue_note}</p>}
    </Panel>
  );
}

/** Recent Results: the season's last final games, with a way to the full schedule. */
export function SeasonResultsPanel({ team, year, scheduleHref }: { team: TeamDetail; year: number; scheduleHref: string }) {
  const q = useTeamSchedule(team.slug, year);
  const recent = recentResults(q.data ?? []);
  return (
    <Panel
      title="Recent Results"
      action={
        <Link to={scheduleHref} className="text-sm font-medium text-primary-800 hover:underline">
          Full schedule
        </Link>
      }
    >
      {q.isPending ? (
        <Loading label="Loading results…" />
      ) : recent.length === 0 ? (
        <NotCovered>No game results on file for this season.</NotCovered>
      ) : (
        <ul className="divide-y divide-secondary-100 text-sm">
          {recent.map((g) => {
            const o = gameOutcome(g);
            return (
              <li key={g.id} className="flex items-baseline justify-between gap-3 py-1.5 first:pt-0 last:pb-0">
                <span className="min-w-0 truncate">
                  <span className="text-secondary-600">{shortDate(g.game_date)}</span> {opponentPrefix(g)} {g.opponent.name}
                </span>
                <Link
                  to={`/scores/${encodeURIComponent(g.slug || String(g.id))}`}
                  className={`shrink-0 font-semibold tabular-nums hover:underline ${o === "W" ? "text-green-800" : o === "L" ? "text-red-800" : "text-secondary-800"}`}
                >
                  {scheduleResult(g)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
