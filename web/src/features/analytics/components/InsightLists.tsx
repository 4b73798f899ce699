import { Link } from "react-router";
import { leagueLabel, trendValue } from "../lib/format";
import type { BreakoutCandidate, LeagueHighlight, LeagueTrend } from "../types";
import { formatNum } from "../lib/format";

const ARROW: Record<string, { icon: string; cls: string; label: string }> = {
  up: { icon: "▲", cls: "text-green-700", label: "Up" },
  down: { icon: "▼", cls: "text-red-700", label: "Down" },
};
const FLAT = { icon: "▶", cls: "text-secondary-500", label: "Level" };

/** League trends: title, this season against the one before, the description. */
export function TrendList({ trends, showLeague, detailed }: { trends: LeagueTrend[]; showLeague?: boolean; detailed?: boolean }) {
  return (
    <ul className="divide-y divide-secondary-100">
      {trends.map((t) => {
        const a = ARROW[t.direction] ?? FLAT;
        return (
          <li key={`${t.sport}-${t.level}-${t.key}`} className="py-3 first:pt-0 last:pb-0">
            <div className="flex items-start gap-3">
              <span aria-label={a.label} className={`mt-0.5 text-sm ${a.cls}`}>
                {a.icon}
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-secondary-900">
                  {showLeague && <span className="mr-2 rounded bg-secondary-100 px-1.5 py-0.5 text-xs font-semibold text-secondary-700">{leagueLabel(t.sport, t.level)}</span>}
                  {t.title}
                </p>
                <p className="mt-0.5 text-sm tabular-nums text-secondary-700">
                  {trendValue(t.current, t.unit)} in {t.season}
                  {t.previous !== null && t.previous_season && ` · ${trendValue(t.previous, t.unit)} in ${t.previous_season}`}
                  {detailed && t.ten_years_ago !== null && t.ten_years_ago_season && ` · ${trendValue(t.ten_years_ago, t.unit)} in ${t.ten_years_ago_season}`}
                </p>
                {detailed && <p className="mt-1 text-sm text-secondary-600">{t.description}</p>}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Season highlights: category, value, context (with links to the team or the game). */
export function HighlightList({ highlights, showLeague }: { highlights: LeagueHighlight[]; showLeague?: boolean }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-1">
      {highlights.map((h) => (
        <li key={`${h.sport}-${h.level}-${h.key}`} className="rounded-md bg-secondary-50 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-secondary-600">
            {showLeague && `${leagueLabel(h.sport, h.level)} · `}
            {h.category}
          </p>
          <p className="mt-0.5 text-lg font-bold tabular-nums text-secondary-900">{h.value}</p>
          <p className="text-sm text-secondary-700">
            {h.context}
            {h.team && (
              <>
                {" "}
                <Link to={`/teams/${h.team.slug}`} aria-label={`${h.team.name} team page`} className="font-semibold whitespace-nowrap text-primary-800 hover:underline">
                  Team →
                </Link>
              </>
            )}
            {h.game_id !== null && (
              <>
                {" "}
                <Link to={`/scores/${h.game_id}`} className="font-semibold text-primary-800 hover:underline">
                  Box score →
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Breakout candidates: jersey, name, team, points per game and the rise against last season. */
export function BreakoutList({ candidates }: { candidates: BreakoutCandidate[] }) {
  return (
    <ul className="divide-y divide-secondary-100">
      {candidates.map((c) => {
        const pid = c.player_slug ?? c.id;
        return (
          <li key={String(c.id)} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 text-sm font-bold text-primary-900">
              {c.jersey_number ?? "–"}
            </span>
            <div className="min-w-0 flex-1">
              <Link to={`/players/${pid}`} className="font-semibold text-primary-800 hover:underline">
                {c.player_name}
              </Link>
              <p className="truncate text-sm text-secondary-600">
                {[c.position, c.team_name].filter(Boolean).join(" · ")}
                {c.points_per_game !== null && ` · ${formatNum(c.previous_per_game)} → ${formatNum(c.points_per_game)} per game`}
              </p>
            </div>
            <span className="shrink-0 rounded bg-green-100 px-2 py-1 text-sm font-bold tabular-nums text-green-800">+{formatNum(c.improvement_percentage)}%</span>
          </li>
        );
      })}
    </ul>
  );
}
