import { EntityPicker, usePickerState, type PickerItem } from "@/components/EntityPicker";
import type { TeamOption } from "../types";

/** Whether a prediction may be asked for: both teams chosen, different, nothing pending. */
export function canPredict(home: string, away: string, pending: boolean): boolean {
  return home !== "" && away !== "" && home !== away && !pending;
}

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-1)[0]
    ?.slice(0, 3)
    .toUpperCase() ?? "";

const item = (t: TeamOption): PickerItem => ({ key: String(t.id), name: t.name, detail: t.city ?? "", monogram: monogram(t.name) });

/** The teams whose name or city holds what is typed (every word of it), the other side's team left out; at most 8. */
export function matchTeams(teams: readonly TeamOption[], query: string, exclude: string): TeamOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return teams
    .filter((t) => String(t.id) !== exclude)
    .filter((t) => {
      const hay = `${t.name} ${t.city ?? ""}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    })
    .slice(0, 8);
}

/** One side's searchable team picker over the league's teams. */
function TeamPicker({ label, teams, value, exclude, loading, onChange }: { label: string; teams: readonly TeamOption[]; value: string; exclude: string; loading: boolean; onChange: (id: string) => void }) {
  const picker = usePickerState(onChange);
  const query = picker.query;
  const chosen = teams.find((t) => String(t.id) === value);
  return (
    <EntityPicker
      label={label}
      selected={chosen ? item(chosen) : null}
      {...picker.props}
      results={matchTeams(teams, query, exclude).map(item)}
      searching={loading}
      disabled={loading && teams.length === 0}
      placeholder={loading ? "Loading teams…" : "Search teams by name or city"}
      noMatch="No teams match"
    />
  );
}

/**
 * Home and away team selectors and the Generate Prediction button, each a
 * searchable picker; a side's list leaves out the other side's team; the
 * button reads 'Analyzing...' while the prediction is pending.
 */
export function TeamSelectors({
  teams,
  loading,
  home,
  away,
  pending,
  onHome,
  onAway,
  onPredict,
}: {
  teams: readonly TeamOption[];
  loading: boolean;
  home: string;
  away: string;
  pending: boolean;
  onHome: (id: string) => void;
  onAway: (id: string) => void;
  onPredict: () => void;
}) {
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (canPredict(home, away, pending)) onPredict();
      }}
    >
      <TeamPicker label="Home Team" teams={teams} value={home} exclude={away} loading={loading} onChange={onHome} />
      <TeamPicker label="Away Team" teams={teams} value={away} exclude={home} loading={loading} onChange={onAway} />
      <button
        type="submit"
        disabled={!canPredict(home, away, pending)}
        className="rounded-md bg-primary-700 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {pending ? "Analyzing..." : "Generate Prediction"}
      </button>
    </form>
  );
}
