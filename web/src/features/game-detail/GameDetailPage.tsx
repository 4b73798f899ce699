import { Link, useParams } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { ErrorState } from "@/components/ErrorState";
import { Skeleton } from "@/components/Skeleton";
import { errorMessage, isApiError } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSiteFilters } from "@/lib/use-site";
import { useLiveScores } from "@/lib/games/live-stream";
import { useGame } from "./api/get-game";
import { GameHeader } from "./components/GameHeader";
import { GameTabs } from "./components/GameTabs";
import { documentTitle, GAME_NOT_FOUND_TEXT, GAME_NOT_FOUND_TITLE, matchupTitle } from "./lib/detail";

function GameNotFound({ message }: { message?: string }) {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">{GAME_NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-secondary-600">{message || GAME_NOT_FOUND_TEXT}</p>
      <Link to="/scores" className="mt-8 rounded-md bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
        Back to Scores
      </Link>
    </section>
  );
}

function GameSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading game…</span>
      <Skeleton className="h-4 w-48" />
      <div className="mt-6 rounded-xl border border-secondary-200 bg-white p-8">
        <Skeleton className="h-5 w-1/3" />
        <div className="mt-8 flex items-center justify-between gap-6">
          <Skeleton className="h-20 flex-1" />
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-20 flex-1" />
        </div>
      </div>
      <Skeleton className="mt-8 h-10 w-full" />
      <Skeleton className="mt-6 h-40 w-full" />
    </div>
  );
}

/** Game detail (/scores/{id}; the id may be a slug). */
export default function GameDetailPage() {
  const { id = "" } = useParams();
  const site = useSiteFilters();
  const { data: game, error, isPending, refetch } = useGame(id, site);
  // A game in progress or still to come follows the live stream; a finished one needs nothing.
  useLiveScores(game?.status === "live" || game?.status === "scheduled");
  useDocumentTitle(game ? documentTitle(game) : isPending ? "Game" : GAME_NOT_FOUND_TITLE);

  if (error) {
    if (isApiError(error) && !error.isNotFound && (error.isNetworkError || error.status >= 500)) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-16">
          <ErrorState headingLevel={1} message={errorMessage(error)} onRetry={() => void refetch()} />
        </div>
      );
    }
    return <GameNotFound message={errorMessage(error, "")} />;
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {isPending || !game ? (
        <GameSkeleton />
      ) : (
        <>
          <Breadcrumb items={[{ label: "All Scores", to: "/scores" }, { label: matchupTitle(game) }]} />
          <h1 className="sr-only">{matchupTitle(game)}</h1>
          <div className="mt-6">
            <GameHeader game={game} />
          </div>
          <GameTabs game={game} />
        </>
      )}
    </div>
  );
}
