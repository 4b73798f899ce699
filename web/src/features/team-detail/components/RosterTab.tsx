import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { ErrorState } from "@/components/ErrorState";
import { TableSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import type { TeamDetail } from "@/lib/teams/types";
import { useTeamRoster } from "../api/get-team-roster";
import type { TeamSeason } from "@/lib/teams/get-team-seasons";
import { playerPath, rosterName, rosterPosition, rosterStatus, sortRoster } from "../format";
import { Panel } from "@/components/Panel";
import { SeasonCard } from "./SeasonsGrid";

function RosterStatus({ status }: { status: string | null }) {
  if (status === "Active") return <Badge tone="success">Active</Badge>;
  if (status) return <span className="text-secondary-700">{status}</span>;
  return <span className="text-secondary-500">—</span>;
}

/** Roster: #, Name (links to the player), Position (N/A fallback), Status tags; then the Championship Seasons grid. */
export function RosterTab({ team, year, seasons, sport }: { team: TeamDetail; year: number; seasons: TeamSeason[]; sport?: string | null }) {
  const roster = useTeamRoster(team.slug, year);
  const titles = seasons.filter((s) => s.championship_won);

  return (
    <div className="space-y-6">
      <Panel title="Roster">
        {roster.isPending ? (
          <TableSkeleton rows={8} columns={4} label="Loading roster…" />
        ) : roster.isError ? (
          <ErrorState message={errorMessage(roster.error)} onRetry={() => roster.refetch()} />
        ) : roster.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-secondary-600">No roster data available</p>
        ) : (
          <div className="-mx-5 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Roster</caption>
              <thead className="border-b border-secondary-200 bg-secondary-50 text-xs uppercase tracking-wide text-secondary-600">
                <tr>
                  <th scope="col" className="w-14 px-5 py-2.5 font-semibold">
                    #
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Position
                  </th>
                  <th scope="col" className="px-5 py-2.5 font-semibold">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-secondary-100">
                {sortRoster(roster.data).map((e) => (
                  <tr key={e.id} className="hover:bg-secondary-50">
                    <td className="px-5 py-2.5 tabular-nums text-secondary-700">{e.jersey_number ?? "—"}</td>
                    <th scope="row" className="px-3 py-2.5 font-medium">
                      <Link to={playerPath(e)} className="text-primary-700 hover:text-primary-900 hover:underline">
                        {rosterName(e)}
                      </Link>
                    </th>
                    <td className="px-3 py-2.5 text-secondary-700">{rosterPosition(e)}</td>
                    <td className="px-5 py-2.5">
                      <span className="flex flex-wrap items-center gap-1">
                        {e.is_captain && <Badge tone="accent">Captain</Badge>}
                        {e.is_starter && <Badge tone="primary">Starter</Badge>}
                        <RosterStatus status={rosterStatus(e)} />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel title="Championship Seasons">
        {titles.length === 0 ? (
          <p className="text-sm text-secondary-600">No championship seasons on record.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {titles.map((s) => (
              <SeasonCard key={s.id + "-" + s.start_year} season={s} team={team} sport={sport} selected={s.start_year === year} search="?tab=roster" />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
