import { useEffect, useMemo, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { DataTable, type Column } from "@/components/data-table";
import { Tabs, useTabState } from "@/components/Tabs";
import { Spinner } from "@/components/Spinner";
import { formatLeaderValue } from "@/lib/leaders";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import type { SearchScopeOrSport } from "@/lib/search";
import { useComparePlayers } from "./api/compare-players";
import { usePlayerBrief } from "@/lib/people/get-player-brief";
import { AnalyticsPage, buttonClass } from "./components/Layout";
import { PlayerPicker } from "@/components/PlayerPicker";
import { SimilarityRing } from "./components/SimilarityRing";
import { advantageLists, COMPARE_TABS, comparisonRows, type CompareCategory, type CompareRow } from "./lib/compare";
import type { PlayerStatRow } from "./types";

/** Baseball's averages as the game prints them (".342"), other percentages as such, per-game figures with up to two decimals. */
const AVERAGES = new Set(["batting_average", "on_base_percentage", "slugging_percentage", "save_percentage"]);
function formatFigure(v: number | null, key: string): string {
  if (v === null) return "—";
  if (AVERAGES.has(key)) return formatLeaderValue(key, v);
  return key.endsWith("percentage") ? `${(v * 100).toFixed(1)}%` : v.toLocaleString("en-US", { maximumFractionDigits: 2 });
}

const ADV_CLASS = { better: "text-green-800", worse: "text-red-800", similar: "text-secondary-600" };

/** The statistic, each player's figure, and player 1's advantage. */
function compareColumns(name1: string, name2: string): Column<CompareRow>[] {
  return [
    { key: "stat", label: "Stat", rowHeader: true, headerClassName: "px-5 py-2 font-semibold", cellClassName: "px-5 py-2 text-secondary-900", value: (r) => r.label },
    { key: "player1", label: name1, numeric: true, value: (r) => r.a, format: (r) => formatFigure(r.a, r.key) },
    { key: "player2", label: name2, numeric: true, value: (r) => r.b, format: (r) => formatFigure(r.b, r.key) },
    {
      key: "advantage",
      label: "Player 1",
      numeric: true,
      headerClassName: "px-5 py-2 font-semibold",
      cellClassName: (r) => `px-5 py-2 font-semibold ${ADV_CLASS[r.advantage.kind]}`,
      value: (r) => r.advantage.label,
    },
  ];
}

function PlayerHead({ p }: { p: PlayerStatRow }) {
  return (
    <div className="min-w-0 text-center">
      <Link to={`/players/${p.player_slug ?? p.player_id}`} className="block truncate text-lg font-bold text-primary-800 hover:underline">
        {p.player_name}
      </Link>
      <p className="truncate text-sm text-secondary-600">{[p.position, p.team_name].filter(Boolean).join(" · ") || "—"}</p>
    </div>
  );
}

/**
 * /analytics/comparisons and /analytics/player/:player_id/compare: two selectors (player 2's list leaves player 1 out), Compare
 * Players, the similarity ring, stat category tabs and each player's
 * advantages. The pair and the tab are in the URL.
 */
export default function ComparisonsPage() {
  useDocumentTitle("Player Comparison");
  const site = useSite();
  const { player_id } = useParams();
  const [sportParam] = useUrlState("sport", "");
  const [p1Param] = useUrlState("p1", "");
  const [p2] = useUrlState("p2", "");
  // /analytics/player/:player_id/compare: the player (slug or id) is player 1.
  const p1 = p1Param || player_id || "";
  // The pickers search the site's sport; on the hub, player 1's sport (Babe
  // Ruth's Compare searches baseball), else ?sport=, else every sport.
  const first = usePlayerBrief(p1);
  const hubSport = first.data?.sport?.slug || sportParam;
  const scope: SearchScopeOrSport = site.sport ? "site" : hubSport ? { sport: hubSport } : "all";
  const set = useUrlStateSetter();
  const navigate = useNavigate();
  const [tab, setTab] = useTabState<CompareCategory>(COMPARE_TABS, "all", "category");
  const compare = useComparePlayers();

  const canCompare = !!p1 && !!p2 && p1 !== p2 && !compare.isPending;
  const run = () => canCompare && compare.mutate({ player1_id: Number(p1) || p1, player2_id: Number(p2) || p2 });

  // A shared link with both players compares at once.
  const ran = useRef(false);
  useEffect(() => {
    if (!ran.current && p1 && p2 && p1 !== p2) {
      ran.current = true;
      compare.mutate({ player1_id: Number(p1) || p1, player2_id: Number(p2) || p2 });
    }
  }, [p1, p2, compare]);

  const result = compare.data;
  const rows = useMemo(() => (result ? comparisonRows(result.comparisons ?? [], tab) : []), [result, tab]);
  const lists = advantageLists(rows);

  return (
    <AnalyticsPage title="Player Comparison" lead="Choose two players and compare their statistics: more than 10% ahead is an advantage, within 10% is similar.">
      <form
        className="mt-6 grid items-end gap-4 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <PlayerPicker label="Player 1" value={p1} scope={scope} exclude={p2} onChange={(v) => (!v && player_id ? navigate(`/analytics/comparisons${p2 ? `?p2=${encodeURIComponent(p2)}` : ""}`) : set({ p1: v || null }))} />
        <PlayerPicker label="Player 2" value={p2} scope={scope} exclude={p1} onChange={(v) => set({ p2: v || null })} />
        <button type="submit" className={buttonClass} disabled={!canCompare}>
          {compare.isPending ? "Comparing..." : "Compare Players"}
        </button>
      </form>

      {compare.isPending && (
        <div className="mt-8">
          <Spinner label="Comparing players…" />
        </div>
      )}
      {result && !compare.isPending && (
        <section aria-label="Comparison" className="mt-8 space-y-6">
          <div className="grid items-center gap-4 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto_1fr]">
            <PlayerHead p={result.player1} />
            <SimilarityRing score={result.similarity_score} />
            <PlayerHead p={result.player2} />
            {result.recommendation && <p className="text-center text-sm text-secondary-700 sm:col-span-3">{result.recommendation}</p>}
            <p className="text-center text-xs text-secondary-600 sm:col-span-3">Career per-game figures; similarity over {result.features_compared} figures standardized against the league's players.</p>
          </div>
          <Tabs label="Stat categories" idPrefix="cmp" tabs={COMPARE_TABS} value={tab} onChange={setTab} />
          <div className="rounded-lg border border-secondary-200 bg-white shadow-sm" role="tabpanel" aria-labelledby={`cmp-tab-${tab}`}>
            {rows.length === 0 ? (
              <p className="p-5 text-sm text-secondary-600">Neither player has statistics in this category.</p>
            ) : (
              <DataTable
                columns={compareColumns(result.player1.player_name, result.player2.player_name)}
                rows={rows}
                rowKey={(r) => r.key}
                caption={`Statistics of ${result.player1.player_name} and ${result.player2.player_name}`}
                className="rounded-lg"
              />
            )}
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {([
              [result.player1, lists.player1, "player1"],
              [result.player2, lists.player2, "player2"],
            ] as const).map(([p, list, id]) => (
              <section key={id} aria-labelledby={`adv-${id}`} className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
                <h2 id={`adv-${id}`} className="font-semibold text-secondary-900">
                  {p.player_name}'s advantages
                </h2>
                {list.length === 0 ? (
                  <p className="mt-2 text-sm text-secondary-600">None in this category.</p>
                ) : (
                  <ul className="mt-2 space-y-1 text-sm">
                    {list.map((r) => (
                      <li key={r.key} className="flex justify-between gap-3">
                        <span>{r.label}</span>
                        <span className="font-semibold tabular-nums text-green-800">
                          {id === "player1" ? r.advantage.label : r.reverse.label}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </section>
      )}
    </AnalyticsPage>
  );
}
