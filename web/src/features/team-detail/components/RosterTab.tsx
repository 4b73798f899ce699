import { DataTable, type Column } from "@/components/data-table";
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

type RosterEntry = Parameters<typeof rosterName>[0];

const ROSTER_COLUMNS: Column<RosterEntry>[] = [
  { key: "jersey", label: "#", headerClassName: "w-14 px-5 py-2.5 font-semibold", cellClassName: "px-5 py-2.5 tabular-nums text-secondary-700", value: (e) => e.jersey_number },
  {
    key: "name",
    label: "Name",
    sticky: true,
    rowHeader: true,
    value: (e) => rosterName(e),
    format: (e) => (
      <Link to={playerPath(e)} className="text-primary-700 hover:text-primary-900 hover:underline">
        {rosterName(e)}
      </Link>
    ),
  },
  { key: "position", label: "Position", cellClassName: "px-3 py-2.5 text-secondary-700", value: (e) => rosterPosition(e) },
  {
    key: "status",
    label: "Status",
    headerClassName: "px-5 py-2.5 font-semibold",
    cellClassName: "px-5 py-2.5",
    value: (e) => [e.is_captain && "Captain", e.is_starter && "Starter", rosterStatus(e)].filter(Boolean).join(", ") || null,
    format: (e) => (
      <span className="flex flex-wrap items-center gap-1">
        {e.is_captain && <Badge tone="accent">Captain</Badge>}
        {e.is_starter && <Badge tone="primary">Starter</Badge>}
        <RosterStatus status={rosterStatus(e)} />
      </span>
    ),
  },
];

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
          <DataTable className="-mx-5" caption="Roster" headerCellClassName="px-3 py-2.5 font-semibold" cellClassName="px-3 py-2.5" columns={ROSTER_COLUMNS} rows={sortRoster(roster.data)} rowKey={(e) => e.id} />
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
