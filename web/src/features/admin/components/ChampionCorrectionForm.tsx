import { useId, useState, type FormEvent } from "react";
import { useChampionships } from "@/lib/championships/get-championships";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCorrectChampion } from "../api/correct-champion";
import { useChampionRows, type ChampionRow } from "../api/get-champion-rows";
import { usePickerTeams } from "../api/get-teams";
import { championCorrectionBody, validateChampionCorrection, type ChampionCorrectionValues } from "../lib/corrections";
import { SelectField, useFormFields } from "./fields";
import { FormError, SubmitButton } from "./form";
import { ReasonField } from "./GameCorrectionForm";
import { TeamOptions } from "./LiveGameForm";

const EMPTY: ChampionCorrectionValues = { rowId: "", team: "", runnerUp: "", reason: "" };

export function rowLabel(r: ChampionRow): string {
  return `${r.year} — ${r.team_name ?? "no champion"}${r.season_name ? ` (${r.season_name})` : ""}`;
}

/** Corrects a champions-list row (POST /api/admin/champions/{id}/correct/) with a reason. */
export function ChampionCorrectionForm() {
  const [championship, setChampionship] = useState("");
  const { values, errors, setErrors, set, id } = useFormFields(EMPTY);
  const championshipId = useId();
  const championships = useChampionships();
  const rows = useChampionRows(championship);
  const row = rows.data?.find((r) => String(r.id) === values.rowId);
  const teams = usePickerTeams(row?.sport_slug ?? "", row?.level_slug ?? "");
  const correct = useCorrectChampion();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateChampionCorrection(values);
    setErrors(found);
    if (Object.keys(found).length || !row) return;
    correct.mutate(
      { id: row.id, body: championCorrectionBody(values) },
      {
        onSuccess: (updated) => {
          toast.success(`Champion corrected: ${updated?.team_name ?? "saved"}`);
          set({ reason: "" });
        },
      },
    );
  };

  const noTeams = !row || !teams.data;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Correct a champion" className="space-y-4">
      <FormError message={correct.error ? errorMessage(correct.error) : rows.error ? errorMessage(rows.error) : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={championshipId}
          label="Championship"
          value={championship}
          onChange={(v) => {
            setChampionship(v);
            set({ rowId: "", team: "", runnerUp: "" });
          }}
        >
          <option value="">{championships.isPending ? "Loading…" : "Choose a championship"}</option>
          {championships.data?.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id("rowId")}
          label="Season"
          value={values.rowId}
          error={errors.rowId}
          disabled={!rows.data?.length}
          onChange={(rowId) => set({ rowId, team: rows.data?.find((r) => String(r.id) === rowId)?.team_slug ?? "", runnerUp: "" })}
        >
          <option value="">{championship && rows.isPending ? "Loading…" : "Choose a season"}</option>
          {rows.data?.map((r) => (
            <option key={r.id} value={r.id}>
              {rowLabel(r)}
            </option>
          ))}
        </SelectField>
        <SelectField id={id("team")} label="Champion" value={values.team} error={errors.team} disabled={noTeams} onChange={(team) => set({ team })}>
          <option value="">{row && teams.isPending ? "Loading teams…" : "Choose the champion"}</option>
          <TeamOptions teams={teams.data ?? []} />
        </SelectField>
        <SelectField
          id={id("runnerUp")}
          label="Runner-up"
          value={values.runnerUp}
          error={errors.runnerUp}
          hint={row?.runner_up_name ? `Now: ${row.runner_up_name}` : undefined}
          disabled={noTeams}
          onChange={(runnerUp) => set({ runnerUp })}
        >
          <option value="">Keep as it is</option>
          <TeamOptions teams={teams.data ?? []} />
        </SelectField>
      </div>
      <ReasonField id={id("reason")} value={values.reason} error={errors.reason} onChange={(reason) => set({ reason })} />
      <SubmitButton busy={correct.isPending}>Correct champion</SubmitButton>
    </form>
  );
}
