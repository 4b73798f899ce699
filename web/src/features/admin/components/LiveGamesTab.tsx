import { useRef, useState } from "react";
import { useLiveScores } from "@/lib/games/live-stream";
import type { LiveGame } from "@/lib/games/live-patch";
import { todayIso } from "@/lib/dates";
import { emptyLiveGame, valuesFromGame, type LiveGameValues } from "../lib/live-form";
import { LiveGameForm } from "./LiveGameForm";
import { LiveGamesList } from "./LiveGamesList";
import { Panel } from "./form";

/** Live games: the entry form and the games in progress (updated by the live stream). */
export function LiveGamesTab() {
  useLiveScores();
  const [editing, setEditing] = useState<{ values: LiveGameValues; key: number }>(() => ({ values: emptyLiveGame(todayIso()), key: 0 }));
  const formPanel = useRef<HTMLDivElement>(null);
  const edit = (g: LiveGame) => {
    setEditing((e) => ({ values: valuesFromGame(g), key: e.key + 1 }));
    formPanel.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };
  const fresh = () => setEditing((e) => ({ values: emptyLiveGame(todayIso()), key: e.key + 1 }));
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <div ref={formPanel} className="scroll-mt-24">
        <Panel
          title={editing.values.externalId ? "Update a game" : "Enter a game"}
          description="Creates the game, or updates the one with the same external id. Visitors see the change at once."
        >
          <LiveGameForm key={editing.key} initial={editing.values} />
          {editing.key > 0 && (
            <button type="button" onClick={fresh} className="mt-3 text-sm font-medium text-primary-800 hover:underline">
              Start a new game instead
            </button>
          )}
        </Panel>
      </div>
      {/* On a phone the games in progress come first: updating them is the frequent task. */}
      <Panel title="Live now" description="Scores change with one click; Final ends the game." className="order-first xl:order-none">
        <LiveGamesList onEdit={edit} />
      </Panel>
    </div>
  );
}
