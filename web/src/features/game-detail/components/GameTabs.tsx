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
import { coverageLine } from "../lib/coverage";
import { teamSide } from "@/lib/games/game";
import { BoxScoreSection } from "./BoxScoreSection";
import { InfoCard, InfoList } from "./InfoList";
import { LineScoreSection } from "./LineScoreSection";

export type GameTab = "overview" | "stats" | "info";

const OVERVIEW: TabItem<GameTab> = { id: "overview", label: "Overview" };
const STATS: TabItem<GameTab> = { id: "stats", label: "Stats" };
const INFO: TabItem<GameTab> = { id: "info", label: "Game Info" };

/**
 * The game's tabs: a tab with nothing to show is left out. Stats only when a
 * source has the box score; no Plays tab, since no source has play-by-play.
 */
export function gameTabs(game: GameDetail): TabItem<GameTab>[] {
  return game.box_score ? [OVERVIEW, STATS, INFO] : [OVERVIEW, INFO];
}

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
        {game.notes && (
          <>
            <h3 className="mt-6 text-base font-semibold text-secondary-900">Game Recap</h3>
            <p className="mt-1 text-secondary-700">{game.notes}</p>
          </>
        )}
        <p className="mt-4 border-t border-secondary-100 pt-3 text-sm text-secondary-600">{coverageLine(game)}</p>
      </section>
      {game.line_score && (
        <LineScoreSection
          line={game.line_score}
          sport={game.sport_slug ?? undefined}
          awayName={teamSide(game, "away").name}
          homeName={teamSide(game, "home").name}
        />
      )}
      <InfoCard title="Game Details" rows={gameDetailsRows(game)} />
      <InfoCard title="Venue" rows={venueRows(game)} />
    </div>
  );
}

/** The box score (the tab exists only when a source has one). */
function Stats({ game }: { game: GameDetail }) {
  if (!game.box_score) return null;
  return (
    <div className="grid grid-cols-1 gap-6">
      <BoxScoreSection box={game.box_score} awayName={teamSide(game, "away").name} homeName={teamSide(game, "home").name} />
    </div>
  );
}

/** The game's facts, what the record holds, and its officials where the data names them. */
function GameInfo({ game }: { game: GameDetail }) {
  const officials = game.officials ?? [];
  const facts = statsRows(game);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoCard title="Game Information" rows={gameInfoRows(game)} />
      {facts.length > 0 && (
        <InfoCard title="Game Stats">
          <InfoList rows={facts} className="mt-3" />
        </InfoCard>
      )}
      <InfoCard title="Officials">
        {officials.length > 0 ? (
          <InfoList rows={officials.map((o) => ({ label: o.position, value: o.name }))} className="mt-3" />
        ) : (
          <p className="mt-3 text-sm text-secondary-600">The data names no officials for this game.</p>
        )}
      </InfoCard>
    </div>
  );
}

/** Overview (default), Stats where there is a box score, Game Info; the tab lives in the URL (?tab=). */
export function GameTabs({ game }: { game: GameDetail }) {
  const tabs = gameTabs(game);
  const [tab, setTab] = useTabState(tabs, "overview");
  return (
    <div className="mt-8">
      <Tabs label="Game sections" idPrefix={PREFIX} tabs={tabs} value={tab} onChange={setTab} />
      <TabPanel idPrefix={PREFIX} id="overview" value={tab}>
        <Overview game={game} />
      </TabPanel>
      {game.box_score && (
        <TabPanel idPrefix={PREFIX} id="stats" value={tab}>
          <Stats game={game} />
        </TabPanel>
      )}
      <TabPanel idPrefix={PREFIX} id="info" value={tab}>
        <GameInfo game={game} />
      </TabPanel>
    </div>
  );
}
