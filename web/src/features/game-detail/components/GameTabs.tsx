import { ComingSoon } from "@/components/ComingSoon";
import { TabPanel, Tabs, useTabState, type TabItem } from "@/components/Tabs";
import type { GameDetail } from "../api/get-game";
import {
  finalScoreLine,
  gameDetailsRows,
  gameInfoRows,
  statsRows,
  summaryFor,
  venueRows,
} from "../lib/detail";
import { teamSide } from "@/lib/games/game";
import { BoxScoreSection } from "./BoxScoreSection";
import { InfoCard, InfoList } from "./InfoList";

export type GameTab = "overview" | "stats" | "plays" | "info";

export const GAME_TABS: readonly TabItem<GameTab>[] = [
  { id: "overview", label: "Overview" },
  { id: "stats", label: "Stats" },
  { id: "plays", label: "Plays" },
  { id: "info", label: "Game Info" },
];

const PREFIX = "game";

function Overview({ game }: { game: GameDetail }) {
  const summary = summaryFor(game);
  const score = game.status === "final" ? finalScoreLine(game) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="game-summary-title" className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm lg:col-span-2">
        <h2 id="game-summary-title" className="text-xl font-bold text-secondary-900">
          Game Summary
        </h2>
        <h3 className="mt-4 text-base font-semibold text-secondary-900">{summary.title}</h3>
        {summary.text && <p className="mt-1 text-secondary-700">{summary.text}</p>}
        {score && <p className="mt-1 text-2xl font-bold tabular-nums text-secondary-900">{score}</p>}
        {game.status === "final" && (
          <>
            <h3 className="mt-6 text-base font-semibold text-secondary-900">Game Recap</h3>
            {game.notes ? (
              <p className="mt-1 text-secondary-700">{game.notes}</p>
            ) : (
              <p className="mt-1 text-secondary-700">Detailed game recap coming soon.</p>
            )}
          </>
        )}
      </section>
      <InfoCard title="Game Details" rows={gameDetailsRows(game)} />
      <InfoCard title="Venue" rows={venueRows(game)} />
    </div>
  );
}

/** The box score when a source has one (else the spec's placeholder), then the game's facts. */
function Stats({ game }: { game: GameDetail }) {
  const rows = statsRows(game);
  return (
    <div className="grid grid-cols-1 gap-6">
      {game.box_score ? (
        <BoxScoreSection box={game.box_score} awayName={teamSide(game, "away").name} homeName={teamSide(game, "home").name} />
      ) : (
        <ComingSoon compact title="Stats Coming Soon" feature="Game statistics" />
      )}
      {rows.length > 0 && (
        <InfoCard title="Game Stats">
          <InfoList rows={rows} className="mt-3" />
        </InfoCard>
      )}
    </div>
  );
}

function GameInfo({ game }: { game: GameDetail }) {
  const officials = game.officials ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard title="Game Information" rows={gameInfoRows(game)} />
      <InfoCard title="Officials">
        {officials.length > 0 ? (
          <InfoList rows={officials.map((o) => ({ label: o.position, value: o.name }))} className="mt-3" />
        ) : (
          <p className="mt-3 text-sm text-secondary-600">No officials information available.</p>
        )}
      </InfoCard>
    </div>
  );
}

/** Overview (default), Stats, Plays, Game Info; the tab lives in the URL (?tab=). */
export function GameTabs({ game }: { game: GameDetail }) {
  const [tab, setTab] = useTabState(GAME_TABS, "overview");
  return (
    <div className="mt-8">
      <Tabs label="Game sections" idPrefix={PREFIX} tabs={GAME_TABS} value={tab} onChange={setTab} />
      <TabPanel idPrefix={PREFIX} id="overview" value={tab}>
        <Overview game={game} />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} id="stats" value={tab}>
        <Stats game={game} />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} id="plays" value={tab}>
        <ComingSoon compact title="Play-by-Play Coming Soon" feature="Play-by-play" />
      </TabPanel>
      <TabPanel idPrefix={PREFIX} id="info" value={tab}>
        <GameInfo game={game} />
      </TabPanel>
    </div>
  );
}
