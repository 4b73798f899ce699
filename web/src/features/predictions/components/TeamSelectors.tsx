import { FilterSelect } from "@/components/filters/FilterSelect";
import type { TeamOption } from "../types";

/** Whether a prediction may be asked for: both teams chosen, different, nothing pending. */
export function canPredict(home: string, away: string, pending: boolean): boolean {
  return home !== "" && away !== "" && home !== away && !pending;
}

/**
 * Home and away team selectors and the Generate Prediction button: the away list leaves out the chosen home team; the
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
  const options = teams.map((t) => ({ value: String(t.id), label: t.name }));
  // The away list leaves out the home team.
  const awayOptions = home ? options.filter((o) => o.value !== home) : options;
  return (
    <form
      className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (canPredict(home, away, pending)) onPredict();
      }}
    >
      <FilterSelect label="Home Team" allLabel={loading ? "Loading teams…" : "Select home team"} value={home} options={options} disabled={loading} onChange={onHome} />
      <FilterSelect label="Away Team" allLabel={loading ? "Loading teams…" : "Select away team"} value={away} options={awayOptions} disabled={loading} onChange={onAway} />
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
