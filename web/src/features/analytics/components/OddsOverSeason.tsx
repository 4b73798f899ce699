import { FilterSelect } from "@/components/filters/FilterSelect";
import { Skeleton } from "@/components/Skeleton";
import { useDeferredData } from "@/lib/use-deferred-data";
import { useUrlState } from "@/lib/use-url-state";
import { useSeasonOddsHistory } from "../api/get-season-odds-history";
import type { OddsMeasure } from "../lib/odds-chart";
import { OddsChart } from "./OddsChart";

const MEASURES = [
  { value: "playoff", label: "Playoffs" },
  { value: "title", label: "Title" },
];

/** The season-odds page's chart: a measure and a team to highlight, both in the URL. */
export function OddsOverSeason({ sport, season, asOf }: { sport?: string; season: number | null; asOf?: string }) {
  const [measure, setMeasure] = useUrlState("chart", "playoff");
  const [team, setTeam] = useUrlState("team", "");
  const history = useSeasonOddsHistory({ sport, season });
  // Drawn at transition priority, like the table beside it.
  const { data: h } = useDeferredData(`${sport ?? ""}|${season ?? ""}`, history.data);
  if (history.isError) return <p className="p-5 text-sm text-secondary-600">The odds over the season could not be loaded.</p>;
  if (h && !h.playoffs_modelled) return null;
  const m: OddsMeasure = measure === "title" ? "title" : "playoff";
  const teams = [...(h?.teams ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    // Laid out and painted once scrolled near (content-visibility), as the table below.
    <section aria-label="Odds over the season" className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5 [content-visibility:auto] [contain-intrinsic-size:auto_520px]">
      <div className="mb-4 flex flex-wrap gap-3">
        <FilterSelect label="Chart" value={m} options={MEASURES} onChange={setMeasure} />
        <FilterSelect label="Highlight team" value={team} allLabel="Best five" options={teams.map((t) => ({ value: t.slug, label: t.name }))} onChange={setTeam} />
      </div>
      {h ? (
        <OddsChart dates={h.dates} teams={h.teams} measure={m} chosen={team || undefined} asOf={asOf} />
      ) : (
        // The chart's own layout (title, note, plot, legend, table toggle)
        // in grey: the page below does not move when it arrives.
        <div role="status" aria-busy="true">
          <span className="sr-only">Simulating the season week by week…</span>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="mt-1 h-10 w-full sm:h-5" />
          <Skeleton className="mt-3 h-[280px] w-full" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-3 h-5 w-40" />
        </div>
      )}
    </section>
  );
}
