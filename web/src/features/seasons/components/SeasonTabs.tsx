import { useMemo, useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/errors";
import { FactList, Panel } from "@/components/Panel";
import { useStandings } from "@/lib/standings/get-standings";
import { StandingsTable } from "@/components/StandingsTable";
import { formatPct, groupByLeague, recordText } from "@/lib/standings/standings";
import type { SeasonDetail } from "@/lib/seasons/types";
import { asOfText, championName, championshipName, formatDate, leagueName, levelName, seasonStatus, sportName, statusText } from "@/lib/seasons/season-text";

/** The season's standings rows: the season's sport and level, only its league (AL and NL share a year). */
export function useSeasonStandings(season: SeasonDetail) {
  const q = useStandings({ season: season.start_year, sport__slug: season.sport?.slug || undefined, level__slug: season.level?.slug || undefined });
  const abbr = season.league?.abbreviation;
  const rows = useMemo(() => (q.data ?? []).filter((r) => !abbr || !r.league?.abbreviation || r.league.abbreviation === abbr), [q.data, abbr]);
  return { ...q, rows };
}

/** Overview: dates, sport, league, level, status, championship; season stats. */
export function OverviewTab({ season }: { season: SeasonDetail }) {
  const best = season.best_record;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Season Information">
        <FactList
          items={[
            { label: "Sport", value: sportName(season) },
            { label: "League", value: leagueName(season) },
            { label: "Level", value: levelName(season) },
            { label: "Status", value: statusText(season) },
            { label: "Regular season start", value: formatDate(season.regular_season_start ?? season.start_date) },
            { label: "Regular season end", value: formatDate(season.regular_season_end) },
            // Only a finished season's end: one in progress has none yet.
            { label: "Playoffs end", value: formatDate(season.playoffs_end ?? (seasonStatus(season) === "completed" ? season.end_date : null)) },
            { label: "Championship", value: championshipName(season) },
            { label: "Champion", value: championName(season) },
          ]}
        />
      </Panel>
      <Panel title="Season Stats">
        <FactList
          items={[
            { label: "Teams", value: season.teams_count ?? null },
            { label: "Total games", value: season.games_count != null ? season.games_count.toLocaleString("en-US") : null },
            { label: "Regular season games (per team)", value: season.regular_season_games ?? null },
            { label: "Playoff format", value: season.playoffs_format },
            {
              label: "Best regular-season record",
              value: best ? `${best.team_name} ${recordText(best)} (${formatPct(best.win_percentage)})` : null,
            },
          ]}
        />
      </Panel>
    </div>
  );
}

function StandingsState({ q, empty, children }: { q: ReturnType<typeof useSeasonStandings>; empty: React.ReactNode; children: React.ReactNode }) {
  if (q.isPending) return <TableSkeleton rows={10} columns={5} label="Loading standings…" />;
  if (q.isError) return <ErrorState title="Error Loading Standings" message={errorMessage(q.error, "An error occurred")} onRetry={() => q.refetch()} />;
  if (q.rows.length === 0) return <>{empty}</>;
  return <>{children}</>;
}

/** Standings: the season's final regular-season standings, by league. */
export function StandingsTab({ season }: { season: SeasonDetail }) {
  const q = useSeasonStandings(season);
  const [expanded, setExpanded] = useState<number | null>(null);
  const groups = useMemo(() => groupByLeague(q.rows), [q.rows]);
  const asOf = asOfText(season);
  return (
    <StandingsState q={q} empty={<EmptyState title="No Standings Found" description="This season has no final regular-season games on record." headingLevel={3} />}>
      <div className="space-y-6">
        {asOf && <p className="text-sm text-secondary-700">Standings {asOf}: the season is still in progress in the data.</p>}
        {groups.map((g) => (
          <StandingsTable
            key={g.key}
            rows={g.rows}
            caption={asOf ? `${g.name} standings ${asOf}` : `${g.name} final standings`}
            expanded={expanded}
            onToggle={(id) => setExpanded((cur) => (cur === id ? null : id))}
            year={season.start_year}
          />
        ))}
        <p className="text-sm">
          <Link to={`/standings?season=${season.start_year}`} className="font-medium text-primary-800 hover:underline">
            Open in Standings
          </Link>
        </p>
      </div>
    </StandingsState>
  );
}
