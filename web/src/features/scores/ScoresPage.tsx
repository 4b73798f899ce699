import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState, reloadPage } from "@/components/ErrorState";
import { CardGridSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/api";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite, useSiteFilters } from "@/lib/use-site";
import { useUrlStateSetter } from "@/lib/use-url-state";
import { useGamesInRange } from "@/lib/games/get-games";
import { useLatestGameDate } from "./api/get-recent-games";
import { useLiveScores } from "@/lib/games/live-stream";
import { GameGrid } from "./components/GameGrid";
import { ScoresControls } from "./components/ScoresControls";
import { SummaryTiles } from "./components/SummaryTiles";
import { changeEnd, changeStart, todayIso, weekRange, type IsoDate } from "@/lib/dates";
import { ALL, filterGames, sortGames, sportOptions, summarize } from "@/lib/games/filters";
import { chooseRange, fallbackNote, fallbackRange, needsFallback } from "./lib/range";
import pageIntros from "@/app/page-intros.json";

// Shared with the server, which writes this heading into the page before the app runs.
export const SCORES_TITLE = pageIntros.scores.title;
export const SCORES_SUBTITLE = pageIntros.scores.intro;
export const SCORES_ERROR = "Failed to load game scores";

/** URL keys of the scores list (every control lives in the URL). */
export const SCORES_PARAMS = { search: "q", sport: "sport", status: "status", from: "from", to: "to" } as const;

/** `value` once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Scores list (/scores): live scores, results and upcoming
 * games in a date range, with team, sport and status filters.
 */
export default function ScoresPage() {
  useDocumentTitle(SCORES_TITLE);
  // Live games update in place (scores, period, clock) and join today's list when they start.
  useLiveScores();
  const site = useSite();
  const siteFilters = useSiteFilters();
  const [params] = useSearchParams();
  const setUrl = useUrlStateSetter({ [SCORES_PARAMS.sport]: ALL, [SCORES_PARAMS.status]: ALL });

  const search = params.get(SCORES_PARAMS.search) ?? "";
  const status = params.get(SCORES_PARAMS.status) || ALL;
  // A sport site shows its own sport only: no sport filter.
  const sport = site.sport ? ALL : (params.get(SCORES_PARAMS.sport) || ALL).toLowerCase();
  const effectiveSport = site.sport ?? (sport !== ALL ? sport : null);
  const today = todayIso();

  const choice = chooseRange({ from: params.get(SCORES_PARAMS.from), to: params.get(SCORES_PARAMS.to) }, effectiveSport, today);
  const primary = useGamesInRange(choice.range, siteFilters);
  const wantFallback = needsFallback(choice, primary.data?.games, effectiveSport);
  const latest = useLatestGameDate(site.sport ? null : effectiveSport, siteFilters, { enabled: wantFallback });
  const fbRange = wantFallback && latest.data ? fallbackRange(latest.data, effectiveSport) : null;
  const fallback = useGamesInRange(fbRange ?? choice.range, siteFilters, { enabled: fbRange !== null });

  // A range with more games than one load: the API applies the filters too, so results are complete.
  const serverSearch = useDebounced(search.trim(), 300);
  const filtering = search.trim() !== "" || sport !== ALL || status !== ALL;
  const narrow = !fbRange && !!primary.data?.truncated && filtering;
  const narrowed = useGamesInRange(choice.range, siteFilters, {
    enabled: narrow,
    filters: { search: serverSearch, status: status === ALL ? "" : status, sport: sport === ALL ? "" : sport },
  });

  const active = fbRange ? fallback : narrow ? narrowed : primary;
  const shownRange = fbRange ?? choice.range;
  const loading =
    primary.isPending ||
    (wantFallback && (latest.isPending || (fbRange !== null && fallback.isPending))) ||
    (narrow && narrowed.isPending);
  const error = primary.error ?? (fbRange ? fallback.error : narrow ? narrowed.error : null);

  // The cards are drawn at transition priority (useDeferredData).
  const activeKey = [fbRange ? "fallback" : narrow ? `narrow|${serverSearch}|${status}|${sport}` : "primary", shownRange.from, shownRange.to].join("|");
  const { data: shownData, pending: rendering } = useDeferredData(activeKey, active.data);
  const loaded = shownData?.games ?? [];
  const games = sortGames(filterGames(loaded, { search, sport, status }));
  // Sport options come from the loaded games (of the whole range, before filters).
  const options = sportOptions((fbRange ? fallback : primary).data?.games ?? [], sport);

  const setRange = (from: IsoDate | null, to: IsoDate | null) => setUrl({ [SCORES_PARAMS.from]: from, [SCORES_PARAMS.to]: to });
  const onStart = (v: IsoDate | null) => {
    const next = changeStart(shownRange, v);
    setRange(next.from, next.to);
  };
  const onEnd = (v: IsoDate | null) => {
    const next = changeEnd(shownRange, v);
    if (next) setRange(next.from, next.to);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{SCORES_TITLE}</h1>
        <p className="mt-2 text-base text-secondary-600 sm:text-lg">{SCORES_SUBTITLE}</p>
      </header>

      <div className="mt-8">
        <ScoresControls
          search={search}
          onSearch={(v) => setUrl({ [SCORES_PARAMS.search]: v })}
          sport={sport}
          sportOptions={options}
          showSport={!site.sport}
          // The range resets to the new sport's default.
          onSport={(v) => setUrl({ [SCORES_PARAMS.sport]: v, [SCORES_PARAMS.from]: null, [SCORES_PARAMS.to]: null })}
          status={status}
          onStatus={(v) => setUrl({ [SCORES_PARAMS.status]: v })}
          range={shownRange}
          onStart={onStart}
          onEnd={onEnd}
          onToday={() => setRange(today, today)}
          onThisWeek={() => {
            const w = weekRange(today);
            setRange(w.from, w.to);
          }}
        />
      </div>

      {fbRange && !loading && !rendering && !error && (
        <p role="status" className="mt-4 rounded-md border border-primary-200 bg-primary-50 px-4 py-2 text-sm text-primary-900">
          {fallbackNote(fbRange, effectiveSport)}
        </p>
      )}

      <section aria-label="Scores" className="mt-6" aria-busy={loading || rendering || undefined}>
        {loading || rendering ? (
          <CardGridSkeleton count={8} label="Loading games…" className="grid gap-4 md:grid-cols-2" />
        ) : error ? (
          <ErrorState message={errorMessage(error, SCORES_ERROR)} onRetry={reloadPage} />
        ) : (
          <>
            <SummaryTiles summary={summarize(games)} />
            {shownData?.truncated && (
              <p role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
                Showing the first {shownData.games.length.toLocaleString("en-US")} of {shownData.total.toLocaleString("en-US")} games in
                this range. Narrow the dates to see the rest.
              </p>
            )}
            <div className="mt-6">
              {games.length === 0 ? (
                <EmptyState variant="games" />
              ) : (
                <GameGrid key={`${shownRange.from}|${shownRange.to}|${sport}|${status}`} games={games} showLevel={site.isMainSite} />
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
