import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { formatStat, heightFtIn, playerIcon, shownAwards, statLabel, statusLabel, teamLabel, yearSpan } from "@/lib/people/format";
import { coverageNote } from "@/lib/coverage";
import { cardStats } from "../lib/career";
import { playerPath, type Player } from "@/lib/people/types";
import { PlayerIcon } from "./PlayerIcon";

/**
 * A directory card: name (links to the player), position,
 * real team, status, up to 6 career stats; 'Show More Stats' reveals the bio
 * and up to 2 awards, then '...'. One card is expanded at a time (the page
 * holds which).
 */
export function PlayerCard({ player, expanded, onToggle }: { player: Player; expanded: boolean; onToggle: () => void }) {
  const detailId = useId();
  const team = teamLabel(player.current_team);
  const stats = cardStats(player.career_stats, player.career_roles);
  const partial = coverageNote(player.career_coverage);
  const awards = shownAwards(player.awards);
  const icon = playerIcon(player);
  const years = yearSpan(player.first_year, player.last_year);
  const facts: [string, string | null][] = [
    ["Height", heightFtIn(player.height)],
    ["Weight", player.weight ? `${player.weight} lb` : null],
    ["Age", player.age != null ? String(player.age) : null],
    ["Born", player.birth_place],
    ["College", player.college],
    ["Seasons", player.years_experience ? `${player.years_experience}${years ? ` (${years})` : ""}` : years],
  ];

  return (
    <li className="flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-full ${icon === "person" ? "bg-secondary-100 text-secondary-600" : "bg-accent-100 text-accent-800"}`}
        >
          <PlayerIcon kind={icon} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-semibold text-secondary-900">
            <Link to={playerPath(player)} className="hover:text-primary-800 hover:underline">
              {player.display_name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-secondary-600">
            {[player.primary_position, player.jersey_number != null ? `#${player.jersey_number}` : null].filter(Boolean).join(" · ") || "Position N/A"}
          </p>
          <p className="mt-0.5 truncate text-sm text-secondary-700">
            <abbr title={team.name} className="mr-1 font-semibold no-underline">
              {team.abbreviation}
            </abbr>
            {team.name}
          </p>
        </div>
        <Badge tone={player.is_active ? "success" : "secondary"}>{statusLabel(player)}</Badge>
      </div>

      {stats.length > 0 ? (
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {stats.map(([name, value]) => (
            <div key={name} className="rounded-md bg-secondary-50 px-1 py-2">
              <dt className="truncate text-[11px] font-medium uppercase tracking-wide text-secondary-600" title={statLabel(name)}>
                {statLabel(name)}
              </dt>
              <dd className="mt-0.5 text-sm font-semibold tabular-nums text-secondary-900">{formatStat(name, value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-secondary-600">No career statistics on file.</p>
      )}
      {partial && stats.length > 0 && <p className="mt-2 text-xs text-amber-800">{partial}</p>}

      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-secondary-700">
        <span>
          Championships: <strong className="tabular-nums">{player.championships}</strong>
        </span>
        <span>
          All-Star: <strong className="tabular-nums">{player.all_star_selections}</strong>
        </span>
        {player.hall_of_fame && <span className="font-semibold text-accent-800">Hall of Fame</span>}
      </div>

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailId}
        onClick={onToggle}
        className="mt-4 self-start text-sm font-semibold text-primary-800 hover:underline"
      >
        {expanded ? "Show Less" : "Show More Stats"}
      </button>
      <div id={detailId} hidden={!expanded} className="mt-3 border-t border-secondary-100 pt-3">
        {expanded && (
          <>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-secondary-600">{label}</dt>
              <dd className="truncate text-secondary-900">{value ?? "N/A"}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-3">
          <p className="text-xs text-secondary-600">Awards</p>
          {player.awards.length === 0 ? (
            <p className="text-sm text-secondary-900">None on file</p>
          ) : (
            <ul className="text-sm text-secondary-900">
              {awards.shown.map((a, i) => (
                <li key={`${a}-${i}`}>{a}</li>
              ))}
              {awards.more && <li aria-label={`${player.awards.length - awards.shown.length} more awards`}>...</li>}
            </ul>
          )}
        </div>
          </>
        )}
      </div>
    </li>
  );
}
