import { Link } from "react-router";
import { Panel } from "@/components/Panel";
import { seasonLabel } from "@/lib/season";
import type { TeamDetail } from "@/lib/teams/types";
import { useTeamSeasonOdds } from "../api/get-team-season-odds";

/** The leagues season odds cover. */
const ODDS_SPORTS = ["football", "basketball", "baseball", "hockey"];

function pct(v: number | null): string {
  if (v == null) return "—";
  if (v === 0) return "0%";
  if (v === 1) return "100%";
  const p = v * 100;
  return p < 1 ? "<1%" : p > 99 ? ">99%" : `${Math.round(p)}%`;
}

/**
 * The team's chances in the latest season (playoffs, title) from the
 * season odds, with a link to the whole league's; nothing for a team or
 * league the odds do not cover.
 */
export function SeasonOddsPanel({ team, sport }: { team: TeamDetail; sport: string | null }) {
  const covered = !!sport && ODDS_SPORTS.includes(sport) && (team.level?.slug ?? "professional") === "professional";
  const odds = useTeamSeasonOdds(sport, covered);
  const d = odds.data;
  const row = Array.isArray(d?.teams) ? d.teams.find((t) => t.slug === team.slug) : undefined;
  if (!covered || !d || !row || !d.playoffs_modelled) return null;
  const record = [row.wins, row.losses, ...(row.ties != null ? [row.ties] : []), ...(row.ot_losses != null ? [row.ot_losses] : [])].join("-");
  return (
    <Panel title="Season Odds">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-secondary-600">Playoffs</dt>
          <dd className="text-2xl font-bold tabular-nums text-secondary-900">{pct(row.playoff_probability)}</dd>
        </div>
        <div>
          <dt className="text-sm text-secondary-600">Title</dt>
          <dd className="text-2xl font-bold tabular-nums text-secondary-900">{pct(row.title_probability)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-secondary-600">
        {seasonLabel(d.season, sport)}: {record} as of {d.as_of}
        {d.current_season ? ", from 10,000 simulations of the rest of the season." : ": the season is over, these are what happened."}
      </p>
      <Link to={`/analytics/season-odds?sport=${sport}&season=${d.season}&team=${team.slug}`} className="mt-3 inline-block text-sm font-medium text-primary-800 hover:underline">
        Every team's odds
      </Link>
    </Panel>
  );
}
