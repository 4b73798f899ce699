import { useRef, type FormEvent } from "react";
import { useSports } from "@/lib/get-sports";
import { errorMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useIngestGame } from "../api/ingest-game";
import { usePickerTeams, type PickerTeam } from "../api/get-teams";
import { generatedExternalId, toIngestBody, validateLiveGame, type LiveGameValues } from "../lib/live-form";
import { SelectField, StatusOptions, TextField, useFormFields } from "./fields";
import { FormError, SubmitButton } from "./form";

/** Team options, current teams first (a former franchise stays pickable for old games). */
export function TeamOptions({ teams }: { teams: PickerTeam[] }) {
  const active = teams.filter((t) => t.is_active !== false);
  const former = teams.filter((t) => t.is_active === false);
  const opts = (list: PickerTeam[]) =>
    list.map((t) => (
      <option key={t.slug} value={t.slug}>
        {t.name}
      </option>
    ));
  if (!former.length) return <>{opts(active)}</>;
  return (
    <>
      <optgroup label="Current teams">{opts(active)}</optgroup>
      <optgroup label="Former teams">{opts(former)}</optgroup>
    </>
  );
}

/**
 * Creates or updates a live game (POST /api/v1/ingest/games/). The values
 * stay after saving so the next score goes to the same game (same external
 * id); an empty external id is generated from the sport, level, date and teams.
 */
export function LiveGameForm({ initial, onSaved }: { initial: LiveGameValues; onSaved?: () => void }) {
  const { values, errors, setErrors, set, id } = useFormFields<LiveGameValues>(initial);
  const form = useRef<HTMLFormElement>(null);
  const sports = useSports();
  const teams = usePickerTeams(values.sport, values.level);
  const ingest = useIngestGame();
  const levels = sports.data?.find((s) => s.slug === values.sport)?.levels ?? [];

  const onSport = (sport: string) => {
    const lv = sports.data?.find((s) => s.slug === sport)?.levels ?? [];
    set({ sport, level: lv.some((l) => l.slug === values.level) ? values.level : (lv[0]?.slug ?? ""), homeTeam: "", awayTeam: "" });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLiveGame(values);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    ingest.mutate(toIngestBody(values), {
      onSuccess: (game) => {
        if (game?.external_id) set({ externalId: game.external_id });
        toast.success(`Saved: ${game?.away_team?.name ?? "Away"} ${game?.away_score ?? "-"}, ${game?.home_team?.name ?? "Home"} ${game?.home_score ?? "-"}`);
        onSaved?.();
      },
    });
  };

  const teamList = teams.data ?? [];
  const teamPlaceholder = !values.level ? "Choose sport and level first" : teams.isPending ? "Loading teams…" : "Choose a team";
  const field = (k: "period" | "timeRemaining" | "homeScore" | "awayScore", label: string, extra: { numeric?: boolean; placeholder?: string } = {}) => (
    <TextField id={id(k)} label={label} value={values[k]} error={errors[k]} onChange={(v) => set({ [k]: v })} {...extra} />
  );
  const teamSelect = (k: "homeTeam" | "awayTeam", label: string) => (
    <SelectField id={id(k)} label={label} value={values[k]} error={errors[k]} disabled={!teamList.length} onChange={(v) => set({ [k]: v })}>
      <option value="">{teamPlaceholder}</option>
      <TeamOptions teams={teamList} />
    </SelectField>
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Live game" className="space-y-4">
      <FormError message={ingest.error ? errorMessage(ingest.error) : teams.error ? errorMessage(teams.error) : null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id={id("sport")} label="Sport" value={values.sport} error={errors.sport} onChange={onSport}>
          <option value="">{sports.isPending ? "Loading…" : "Choose a sport"}</option>
          {sports.data?.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField id={id("level")} label="Level" value={values.level} error={errors.level} onChange={(level) => set({ level, homeTeam: "", awayTeam: "" })}>
          <option value="">Choose a level</option>
          {levels.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.name}
            </option>
          ))}
        </SelectField>
        {teamSelect("awayTeam", "Away team")}
        {teamSelect("homeTeam", "Home team")}
        <TextField id={id("gameDate")} label="Date" type="date" value={values.gameDate} error={errors.gameDate} onChange={(gameDate) => set({ gameDate })} />
        <SelectField id={id("status")} label="Status" value={values.status} error={errors.status} onChange={(v) => set({ status: v as LiveGameValues["status"] })}>
          <StatusOptions />
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {field("period", "Period", { numeric: true })}
        {field("timeRemaining", "Clock", { placeholder: "4:12" })}
        {field("awayScore", "Away score", { numeric: true })}
        {field("homeScore", "Home score", { numeric: true })}
      </div>
      <TextField
        id={id("externalId")}
        label="External id"
        mono
        value={values.externalId}
        error={errors.externalId}
        hint="Leave empty to generate it from the sport, level, date and teams; the same id updates the same game."
        placeholder={values.homeTeam && values.awayTeam ? generatedExternalId(values) : "generated"}
        onChange={(externalId) => set({ externalId })}
      />
      <SubmitButton busy={ingest.isPending}>Save live game</SubmitButton>
    </form>
  );
}
