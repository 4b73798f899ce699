import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { ErrorState } from "@/components/ErrorState";
import { EmptyState } from "@/components/EmptyState";
import { PageHeader } from "@/components/PageHeader";
import { PlayerPicker } from "@/components/PlayerPicker";
import { TeamPicker } from "@/components/TeamPicker";
import { Pager } from "@/components/Pager";
import { Panel } from "@/components/Panel";
import { Spinner } from "@/components/Spinner";
import { Tabs, useTabState } from "@/components/Tabs";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useSearchParamsWriter } from "@/lib/use-url-state";
import { finderCsvUrl, useFinder } from "./api/get-finder";
import { useGlossary } from "./api/get-glossary";
import { BoundForm } from "./components/BoundForm";
import { ChoiceFields } from "./components/ChoiceFields";
import { FilterChips } from "./components/FilterChips";
import { ResultTable } from "./components/ResultTable";
import { choicesFor, scopeChips, switchesFor } from "./lib/choices";
import { bounds, chipText, coverageText, FINDER_TABS, finderQuery, GAME_LINE_FINDERS, refusalText, SPORTS, TEAM_STATS, type FinderId } from "./lib/finders";

const field = "rounded-md border border-secondary-300 bg-white px-2 py-1.5 text-sm text-secondary-900";
const PAGE_SIZE = 50;
const RECENT = new Date().getFullYear() - 2;
/** The finders that can be asked about one player (player=). */
const ONE_PLAYER: FinderId[] = ["player-seasons", "player-games", "streaks"];
/** The finders of games, which can be asked about one opponent (opponent=). */
const GAMES: FinderId[] = ["team-games", "player-games", "streaks"];

/**
 * Finders: player seasons, careers, player games, team seasons, team games
 * and streaks over the whole history (GET /api/finders/…); player games and
 * player streaks where the data has player game lines (the answer's
 * coverage says which seasons). Every state is the URL: the
 * tab, the sport, the season range, each bound (the API's own
 * `<stat>__gte` parameters, shown as chips), the ordering and the page.
 */
export default function FindersPage() {
  useDocumentTitle("Finders");
  const site = useSite();
  const [params] = useSearchParams();
  const write = useSearchParamsWriter();
  const [tab] = useTabState(FINDER_TABS, "player-seasons");
  const sport = params.get("sport__slug") || site.sport || "baseball";
  // The API's level: the URL's, else the site's, else the professional leagues.
  const level = params.get("level__slug") || site.filters.level__slug || "professional";
  // A search with neither a bound nor a season range starts with the recent
  // seasons (shown as the range's placeholder): the whole history of a
  // sport unbounded is more than a finder reads at once.
  const open = bounds(params).length === 0 && !["season", "season__gte", "season__lte", "team", "player"].some((k) => params.get(k));
  // Player games start with the last season alone: every line of two is a slow first page.
  const recent = String(tab === "player-games" ? RECENT + 1 : RECENT);
  const query = useMemo(
    () => ({ ...(open ? { season__gte: recent } : {}), ...finderQuery(params), sport__slug: sport, page_size: String(PAGE_SIZE) }),
    [params, sport, open, recent],
  );
  const glossary = useGlossary(sport);
  const labels = useMemo(
    () => Object.fromEntries([...(glossary.data?.results ?? []), ...(glossary.data?.game_lines ?? [])].map((t) => [t.name, t.abbr])),
    [glossary.data],
  );
  const lineStats = (glossary.data?.game_lines ?? []).map((t) => t.name);
  const stats = GAME_LINE_FINDERS.includes(tab) ? lineStats : (TEAM_STATS[tab] ?? (glossary.data?.results ?? []).map((t) => t.name));
  // Player games need the sport's game lines; a sport without them asks nothing.
  const noLines = tab === "player-games" && !!glossary.data && lineStats.length === 0;
  const playerStreak = tab === "streaks" && (bounds(params).length > 0 || !!params.get("player"));
  // A player's streak is a run of games meeting a bound: none yet, nothing to ask.
  const needsBound = tab === "streaks" && !!params.get("player") && bounds(params).length === 0;
  // Asked once the glossary says whether the sport has game lines: the API
  // refuses player games of a sport without them.
  const result = useFinder(tab, query, !noLines && !needsBound && (tab !== "player-games" || !!glossary.data));
  const ordering = params.get("ordering") ?? "";
  const page = Number(params.get("page") ?? "1") || 1;

  /** Changes URL parameters in one step (a new query starts on its first page). */
  const update = (changes: Record<string, string | null>, keepPage = false) =>
    write((out) => {
      for (const [k, val] of Object.entries(changes)) {
        if (val === null || val === "") out.delete(k);
        else out.set(k, val);
      }
      if (!keepPage && !("page" in changes)) out.delete("page");
      return out;
    });

  const switchTab = (id: FinderId) =>
    write((latest) => {
      // Another finder knows other statistics: its bounds and ordering start afresh.
      const out = new URLSearchParams();
      for (const k of ["sport__slug", "season__gte", "season__lte", "team", ...(ONE_PLAYER.includes(id) ? ["player"] : [])]) {
        const val = latest.get(k);
        if (val) out.set(k, val);
      }
      if (id !== "player-seasons") out.set("tab", id);
      return out;
    });

  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Finders">
        Ask the whole history: every season, career, team season, game or streak that meets your filters. Share a search by copying its link.
      </PageHeader>
      <Tabs label="Finders" idPrefix="finders" tabs={FINDER_TABS} value={tab} onChange={switchTab} />
      {/* The selected tab's panel (the tab's aria-controls names it); its fields come first, so it takes no tab stop of its own. */}
      <div role="tabpanel" id={`finders-panel-${tab}`} aria-labelledby={`finders-tab-${tab}`} className="space-y-6">
        <Panel title="Filters">
          <div className="space-y-4">
            <div className="flex flex-wrap items-end gap-3">
              {!site.sport && (
                <label className="flex flex-col text-xs font-medium text-secondary-700">
                  Sport
                  <select className={field} value={sport} onChange={(e) => update({ sport__slug: e.target.value, ordering: null })}>
                    {SPORTS.map((s) => (
                      <option key={s} value={s}>
                        {s.charAt(0).toUpperCase() + s.slice(1)}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label className="flex flex-col text-xs font-medium text-secondary-700">
                Seasons from
                <input key={params.get("season__gte") ?? ""} className={`${field} w-24`} inputMode="numeric" defaultValue={params.get("season__gte") ?? ""} placeholder={open ? recent : ""} onBlur={(e) => update({ season__gte: e.target.value.trim() })} />
              </label>
              <label className="flex flex-col text-xs font-medium text-secondary-700">
                to
                <input key={params.get("season__lte") ?? ""} className={`${field} w-24`} inputMode="numeric" defaultValue={params.get("season__lte") ?? ""} onBlur={(e) => update({ season__lte: e.target.value.trim() })} />
              </label>
              {tab === "player-seasons" && (
                <>
                  <label className="flex flex-col text-xs font-medium text-secondary-700">
                    Age from
                    <input key={params.get("age__gte") ?? ""} className={`${field} w-20`} inputMode="numeric" defaultValue={params.get("age__gte") ?? ""} onBlur={(e) => update({ age__gte: e.target.value.trim() })} />
                  </label>
                  <label className="flex flex-col text-xs font-medium text-secondary-700">
                    Age to
                    <input key={params.get("age__lte") ?? ""} className={`${field} w-20`} inputMode="numeric" defaultValue={params.get("age__lte") ?? ""} onBlur={(e) => update({ age__lte: e.target.value.trim() })} />
                  </label>
                </>
              )}
              {tab === "streaks" && !playerStreak && (
                <label className="flex flex-col text-xs font-medium text-secondary-700">
                  Streak of
                  <select className={field} value={params.get("kind") ?? "win"} onChange={(e) => update({ kind: e.target.value === "win" ? null : e.target.value })}>
                    <option value="win">wins</option>
                    <option value="loss">losses</option>
                    <option value="unbeaten">games without a loss</option>
                    <option value="winless">games without a win</option>
                  </select>
                </label>
              )}
              <ChoiceFields params={params} choices={choicesFor(tab, sport)} switches={switchesFor(tab)} onChange={(param, value) => update({ [param]: value })} />
            </div>
            {/* A player and his team first: then the bounds on his lines. */}
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {ONE_PLAYER.includes(tab) && (
                <PlayerPicker label="Player" value={params.get("player") ?? ""} scope={{ sport }} onChange={(slug) => update({ player: slug || null, ...(tab === "streaks" ? { kind: null } : {}) })} />
              )}
              <TeamPicker label="Team" value={params.get("team") ?? ""} sport={sport} level={level} exclude={params.get("opponent") ?? undefined} onChange={(slug) => update({ team: slug || null })} />
              {GAMES.includes(tab) && (
                <TeamPicker label="Opponent" value={params.get("opponent") ?? ""} sport={sport} level={level} exclude={params.get("team") ?? undefined} onChange={(slug) => update({ opponent: slug || null })} />
              )}
            </div>
            {/* On the streaks tab a game-line bound asks for a player's runs: the team's kind no longer applies. */}
            <BoundForm stats={stats} labels={labels} onAdd={(key, value) => update({ [key]: value, ...(tab === "streaks" ? { kind: null } : {}) })} />
            <FilterChips
              items={[...bounds(params).map((b) => ({ keys: [b.key], text: chipText(b, labels) })), ...scopeChips(params, tab, sport)]}
              onRemove={(keys) => update(Object.fromEntries(keys.map((k) => [k, null])))}
            />
          </div>
        </Panel>
        <Panel
          title={data ? `${data.count.toLocaleString("en-US")} results` : "Results"}
          action={
            !noLines &&
            !needsBound &&
            !result.isError && (
              <a className="text-sm font-semibold text-primary-800 underline hover:text-primary-900" href={finderCsvUrl(tab, query)} download>
                Download CSV
              </a>
            )
          }
        >
          {data?.qualification && <p className="mb-3 text-sm text-secondary-600">{data.qualification}</p>}
          {data?.coverage && (tab === "player-games" || playerStreak) && (
            <p className="mb-3 text-sm text-secondary-600">
              Player game lines:{" "}
              {data.coverage.length > 0 ? coverageText(data.coverage).join("; ") : "none in these seasons"}. Seasons and games without lines are not covered.
            </p>
          )}
          {noLines ? (
            <EmptyState title={`No player game lines for ${sport}`} description="The data holds player game lines for hockey (every player, 2018-19 on) and football (defensive players, 2010 on)." />
          ) : needsBound ? (
            <EmptyState title="Add a bound" description="A player's streaks are runs of games that meet a bound on one statistic: add one above, such as points at least 1." />
          ) : result.isPending ? (
            <Spinner />
          ) : result.isError ? (
            <ErrorState title="This search cannot run" message={refusalText(errorMessage(result.error))} />
          ) : data && data.results.length > 0 ? (
            <ResultTable finder={tab} rows={data.results} asked={data.columns} labels={labels} ordering={ordering} onOrder={(o) => update({ ordering: o })} />
          ) : (
            <EmptyState title="Nothing matches" description="Loosen a filter or widen the seasons." />
          )}
          <Pager page={page} pages={pages} onPage={(p) => update({ page: p === 1 ? null : String(p) }, true)} />
        </Panel>
      </div>
    </div>
  );
}
