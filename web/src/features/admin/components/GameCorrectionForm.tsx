import { useState, type FormEvent } from "react";
import { scoreText, statusText, teamSide } from "@/lib/games/game";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCorrectGame } from "../api/correct-game";
import { useAdminGame } from "../api/get-game";
import { gameCorrectionBody, validateGameCorrection, type GameCorrectionValues } from "../lib/corrections";
import { SelectField, StatusOptions, TextField, useFormFields } from "./fields";
import { FormError, SubmitButton } from "./form";

const EMPTY: GameCorrectionValues = { gameId: "", homeScore: "", awayScore: "", status: "", reason: "" };
const GAME_ID = /^\d{1,10}$/;

/** Corrects a game's score and status (POST /api/admin/games/{id}/correct/) with a reason. */
export function GameCorrectionForm() {
  const { values, errors, setErrors, set, id } = useFormFields(EMPTY);
  const [lookup, setLookup] = useState<number | null>(null);
  const game = useAdminGame(lookup);
  const correct = useCorrectGame();

  const find = () => {
    const raw = values.gameId.trim();
    if (!GAME_ID.test(raw) || Number(raw) < 1) setErrors((e) => ({ ...e, gameId: validateGameCorrection(values).gameId }));
    else setLookup(Number(raw));
  };

  // The looked-up game fills the scores once it arrives (the visitor's edits win afterwards).
  const [filledFor, setFilledFor] = useState<number | null>(null);
  if (game.data && filledFor !== game.data.id) {
    setFilledFor(game.data.id);
    set({
      homeScore: game.data.home_score == null ? "" : String(game.data.home_score),
      awayScore: game.data.away_score == null ? "" : String(game.data.away_score),
    });
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateGameCorrection(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const gameId = Number(values.gameId.trim());
    correct.mutate(
      { id: gameId, body: gameCorrectionBody(values) },
      {
        onSuccess: () => {
          toast.success("Game corrected");
          set({ reason: "" });
          setLookup(gameId);
        },
      },
    );
  };

  const g = game.data;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Correct a game" className="space-y-4">
      <FormError message={correct.error ? errorMessage(correct.error) : null} />
      <div
        className="flex items-end gap-2"
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            find();
          }
        }}
      >
        <TextField id={id("gameId")} label="Game id" numeric className="flex-1" value={values.gameId} error={errors.gameId} onChange={(gameId) => set({ gameId })} />
        <button type="button" onClick={find} className="mb-px rounded-md border border-secondary-300 bg-white px-3 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100">
          Look up
        </button>
      </div>
      {lookup !== null && (
        <div className="rounded-md border border-secondary-200 bg-secondary-50 px-3 py-2 text-sm text-secondary-800" aria-live="polite">
          {game.isPending ? (
            "Looking up the game…"
          ) : game.error ? (
            <span className="text-red-700">{errorMessage(game.error)}</span>
          ) : g ? (
            <>
              <span className="font-semibold">
                {teamSide(g, "away").name} {scoreText(g, "away")} at {teamSide(g, "home").name} {scoreText(g, "home")}
              </span>
              <span className="text-secondary-600">
                {" "}
                · {g.game_date} · {statusText(g)}
              </span>
            </>
          ) : null}
        </div>
      )}
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <TextField id={id("awayScore")} label="Away score" numeric value={values.awayScore} error={errors.awayScore} onChange={(awayScore) => set({ awayScore })} />
        <TextField id={id("homeScore")} label="Home score" numeric value={values.homeScore} error={errors.homeScore} onChange={(homeScore) => set({ homeScore })} />
        <SelectField id={id("status")} label="Status" className="col-span-2 sm:col-span-1" value={values.status} onChange={(v) => set({ status: v as GameCorrectionValues["status"] })}>
          <option value="">Keep as it is</option>
          <StatusOptions />
        </SelectField>
      </div>
      <ReasonField id={id("reason")} value={values.reason} error={errors.reason} onChange={(reason) => set({ reason })} />
      <SubmitButton busy={correct.isPending}>Correct game</SubmitButton>
    </form>
  );
}

/** The required reason of a correction. */
export function ReasonField(props: { id: string; value: string; error?: string; onChange: (v: string) => void }) {
  return <TextField {...props} label="Reason" rows={2} hint="Kept in the audit log with the change." />;
}
