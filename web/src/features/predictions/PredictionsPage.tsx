import { useSearchParams } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { Chip } from "@/components/filters/Chip";
import { PageHeader } from "@/components/PageHeader";
import { errorMessage, isApiError } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite, useSiteFilters } from "@/lib/use-site";
import { useUrlStateSetter } from "@/lib/use-url-state";
import { useBacktest } from "./api/get-backtest";
import { usePredictionTeams } from "./api/get-prediction-teams";
import { useUpcomingGames } from "./api/get-upcoming-games";
import { usePredictGame } from "./api/predict-game";
import { AccuracyTiles } from "./components/AccuracyTiles";
import { PredictionResult } from "./components/PredictionResult";
import { TeamSelectors } from "./components/TeamSelectors";
import { UpcomingGames } from "./components/UpcomingGames";
import { DEFAULT_LEAGUE, LEAGUES, leagueById, predictionScope, scopeLabel } from "./lib/scope";
import type { UpcomingGame } from "./types";

/**
 * Predictions: choose a home and an away team of the
 * site's sport (on the hub, of the chosen league) and get the forecast's win
 * probabilities, expected score, confidence and key factors; or pick an
 * upcoming game. Below, how accurate the forecasts have been, from the
 * backtest. Teams and league are in the URL (?home=&away=&league=).
 */
export default function PredictionsPage() {
  useDocumentTitle("Game Predictions");
  const site = useSite();
  const filters = useSiteFilters();
  const [params] = useSearchParams();
  const setParams = useUrlStateSetter();
  const onHub = !filters.sport__slug;
  const league = leagueById(params.get("league") ?? DEFAULT_LEAGUE);
  const scope = predictionScope(filters, league.id);
  const leagueName = scopeLabel(scope, site.name);
  const home = params.get("home") ?? "";
  const away = params.get("away") ?? "";

  const backtest = useBacktest(scope);
  const unavailable = backtest.isError && isApiError(backtest.error) && backtest.error.isNotFound;
  const teams = usePredictionTeams(scope, !unavailable);
  const upcoming = useUpcomingGames(scope, !unavailable);
  const predict = usePredictGame();

  const run = (h: string, a: string) => predict.mutate({ home_team_id: Number(h), away_team_id: Number(a) });
  const chooseLeague = (id: string) => {
    predict.reset();
    setParams({ league: id === DEFAULT_LEAGUE ? null : id, home: null, away: null });
  };
  const pick = (g: UpcomingGame) => {
    const h = String(g.home_team.id);
    const a = String(g.away_team.id);
    setParams({ home: h, away: a });
    run(h, a);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumb items={[{ label: "Analytics", to: "/analytics" }, { label: "Predictions" }]} className="mb-4" />
      <PageHeader title="Game Predictions">
        {unavailable ? undefined : `Win probabilities and expected scores for any ${leagueName} matchup, from team ratings learnt from every game on record.`}
      </PageHeader>

      {onHub && (
        <div role="group" aria-label="League" className="mt-6 flex flex-wrap gap-2">
          {LEAGUES.map((l) => (
            <Chip key={l.id} on={l.id === league.id} onClick={() => chooseLeague(l.id)}>
              {l.label}
            </Chip>
          ))}
        </div>
      )}

      {unavailable ? (
        <p role="status" className="mt-8 rounded-lg border border-secondary-200 bg-white p-6 text-secondary-700 shadow-sm">
          Predictions are not available for {leagueName}: no forecasts are made for this sport and level yet.
        </p>
      ) : (
        <>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <section aria-label="Choose the teams" className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
                {teams.isError ? (
                  <ErrorState message={errorMessage(teams.error, "An error occurred")} onRetry={() => teams.refetch()} />
                ) : (
                  <TeamSelectors
                    teams={teams.data ?? []}
                    loading={teams.isPending}
                    home={home}
                    away={away}
                    pending={predict.isPending}
                    onHome={(id) => setParams({ home: id || null, away: id && id === away ? null : away || null })}
                    onAway={(id) => setParams({ away: id || null })}
                    onPredict={() => run(home, away)}
                  />
                )}
                {predict.isPaused && (
                  <p role="status" className="mt-3 text-sm text-secondary-700">
                    You are offline: the prediction will be made when the connection is back.
                  </p>
                )}
              </section>
              {predict.data && <PredictionResult key={`${predict.data.home_team_id}-${predict.data.away_team_id}`} prediction={predict.data} />}
            </div>
            <UpcomingGames
              games={upcoming.data}
              loading={upcoming.isPending}
              failed={upcoming.isError}
              disabled={predict.isPending}
              leagueName={leagueName}
              onPick={pick}
            />
          </div>

          {backtest.isPending ? (
            <Spinner label="Measuring forecast accuracy…" />
          ) : backtest.isError ? (
            <ErrorState className="mt-10" message={errorMessage(backtest.error, "An error occurred")} onRetry={() => backtest.refetch()} />
          ) : (
            <AccuracyTiles backtest={backtest.data} />
          )}
        </>
      )}
    </div>
  );
}
