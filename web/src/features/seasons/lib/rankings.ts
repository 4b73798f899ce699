import type { Standing } from "@/lib/standings/types";

/** A team's scoring in a season, per game, recomputed from its totals. Null: the data's game logs do not cover it. */
export interface TeamRanking {
  id: number;
  slug: string | null;
  name: string;
  games: number;
  forPerGame: number | null;
  againstPerGame: number | null;
  marginPerGame: number | null;
}

export { scoreUnit } from "@/lib/field-labels";

const perGame = (total: number | null | undefined, games: number, digits: number) =>
  total == null || games <= 0 ? null : Number((total / games).toFixed(digits));

/** The standings' rows as per-game scoring (two decimals in the low-scoring sports). */
export function teamRankings(rows: readonly Standing[], sport?: string | null): TeamRanking[] {
  const digits = sport === "baseball" || sport === "hockey" ? 2 : 1;
  return rows.map((r) => {
    const games = r.games_played ?? r.wins + r.losses + (r.ties ?? 0) + (r.ot_losses ?? 0);
    const known = r.points_for != null && r.points_against != null;
    return {
      id: r.team?.id ?? r.id,
      slug: r.team?.slug ?? null,
      name: r.team?.name || "Team",
      games,
      forPerGame: known ? perGame(r.points_for, games, digits) : null,
      againstPerGame: known ? perGame(r.points_against, games, digits) : null,
      marginPerGame: known ? perGame((r.points_for ?? 0) - (r.points_against ?? 0), games, digits) : null,
    };
  });
}
