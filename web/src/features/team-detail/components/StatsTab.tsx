import { ErrorState } from "@/components/ErrorState";
import { Skeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { seasonLabel } from "@/lib/season";
import type { TeamDetail } from "@/lib/teams/types";
import { useTeamStats } from "../api/get-team-stats";
import { seasonPerformance, yearsActive } from "../format";
import { Panel } from "@/components/Panel";

/** Stats: all-time championship wins and years active; Season Performance from /stats?season= (or the placeholder when there is none). */
export function StatsTab({ team, year, sport }: { team: TeamDetail; year: number; sport?: string | null }) {
  const stats = useTeamStats(team.slug, year);
  const active = yearsActive(team.founded_year, team.is_active === false ? team.last_year : null);
  const items = seasonPerformance(stats.data);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Panel title="All-Time" className="lg:col-span-1">
        <dl className="grid grid-cols-2 gap-3 text-center lg:grid-cols-1">
          <div className="rounded-md bg-accent-50 px-3 py-4">
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Championship Wins</dt>
            <dd className="mt-1 text-3xl font-bold text-secondary-900">{team.championships_won ?? 0}</dd>
          </div>
          <div className="rounded-md bg-secondary-50 px-3 py-4">
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Years Active</dt>
            <dd className="mt-1 text-3xl font-bold text-secondary-900">{active ?? "N/A"}</dd>
            {team.founded_year && (
              <dd className="text-xs text-secondary-600">
                {team.founded_year}–{team.is_active === false && team.last_year ? team.last_year : "present"}
              </dd>
            )}
          </div>
        </dl>
      </Panel>

      <Panel title="Season Performance" className="lg:col-span-2" action={<span className="text-sm text-secondary-600">{seasonLabel(year, sport)}</span>}>
        {stats.isPending ? (
          <div role="status" aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <span className="sr-only">Loading season statistics…</span>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : stats.isError ? (
          <ErrorState message={errorMessage(stats.error)} onRetry={() => stats.refetch()} />
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-secondary-600">Detailed season statistics coming soon</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {items.map((it) => (
                <div key={it.label} className="rounded-md border border-secondary-200 px-3 py-3">
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">{it.label}</dt>
                  <dd className="mt-1 text-xl font-bold tabular-nums text-secondary-900">{it.value}</dd>
                </div>
              ))}
            </dl>
            {stats.data.games_played > 0 && (
              <p className="mt-3 text-xs text-secondary-600">
                Per-game figures and home/away records come from {stats.data.games_played} regular-season games on file.
              </p>
            )}
          </>
        )}
      </Panel>
    </div>
  );
}
