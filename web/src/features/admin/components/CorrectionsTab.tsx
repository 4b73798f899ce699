import { ChampionCorrectionForm } from "./ChampionCorrectionForm";
import { GameCorrectionForm } from "./GameCorrectionForm";
import { Panel } from "./form";

/** Corrections of a game's result and of a champion row, each with a reason for the audit log. */
export function CorrectionsTab() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title="Correct a game" description="Look a game up by its id (the number in /scores/{id}), then set the score and status.">
        <GameCorrectionForm />
      </Panel>
      <Panel title="Correct a champion" description="Pick the title, then the team that won it.">
        <ChampionCorrectionForm />
      </Panel>
    </div>
  );
}
