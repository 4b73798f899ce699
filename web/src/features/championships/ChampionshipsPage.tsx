import { useId, useMemo } from "react";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { SeasonPicker } from "@/components/SeasonPicker";
import { Spinner } from "@/components/Spinner";
import { errorMessage } from "@/lib/api";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSeasonYears, useSelectedSeason } from "@/lib/use-season";
import { useSite } from "@/lib/use-site";
import { useUrlState } from "@/lib/use-url-state";
import { useChampionships } from "@/lib/championships/get-championships";
import { ChampionshipCard } from "./components/ChampionshipCard";
import { filterChampionships, sportOptions, summarize } from "./lib/filter";
import { SearchField } from "@/components/filters/SearchField";

const fieldClass =
  "w-full rounded-md border border-secondary-300 bg-white py-2 text-sm text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500";

const numberFormat = new Intl.NumberFormat("en-US");

/** Championships list. */
export default function ChampionshipsPage() {
  useDocumentTitle("Championships");
  const site = useSite();
  const ids = { sport: useId(), relevant: useId() };
  const [search, setSearch] = useUrlState("q", "");
  const [sport, setSport] = useUrlState("sport", "");
  const [relevance, setRelevance] = useUrlState<"on" | "off">("relevant", "on");
  const relevant = relevance !== "off";

  const years = useSeasonYears();
  const { season } = useSelectedSeason({ available: years.data });
  const list = useChampionships();
  const all = list.data;

  const sports = useMemo(() => sportOptions(all ?? []), [all]);
  const shown = useMemo(
    () => filterChampionships(all ?? [], { search, sport, season, relevant }),
    [all, search, sport, season, relevant],
  );
  const summary = useMemo(() => summarize(shown), [shown]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Championships</h1>
      <p className="mt-2 max-w-2xl text-secondary-600">
        {site.sport
          ? `Every title ${site.short_name} tracks, from the first one decided to the latest.`
          : "Every title we track across football, basketball, baseball and hockey, professional and college."}
      </p>

      <div className="mt-8 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
        <form
          role="search"
          aria-label="Filter championships"
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto_auto] lg:items-end"
        >
          <SearchField label="Search championships" value={search} onChange={setSearch} placeholder="Championship or sport name" className="sm:col-span-2 lg:col-span-1" />
          <div>
            <label htmlFor={ids.sport} className="block text-sm font-medium text-secondary-700">
              Sport
            </label>
            <select id={ids.sport} value={sport} onChange={(e) => setSport(e.target.value)} className={`mt-1 ${fieldClass} pl-3 pr-8`}>
              <option value="">All Sports</option>
              {sports.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
              {sport && !sports.some((s) => s.slug === sport) && <option value={sport}>{sport}</option>}
            </select>
          </div>
          <SeasonPicker className="flex-col items-start! gap-1!" />
          <div className="flex items-center gap-2 lg:pb-2">
            <input
              id={ids.relevant}
              type="checkbox"
              role="switch"
              checked={relevant}
              onChange={(e) => setRelevance(e.target.checked ? "on" : "off")}
              className="size-4 rounded border-secondary-400 accent-primary-700"
            />
            <label htmlFor={ids.relevant} className="text-sm text-secondary-700">
              Only those contested that season
            </label>
          </div>
        </form>
      </div>

      {list.isPending ? (
        <Spinner label="Loading championships…" className="mt-8" />
      ) : list.isError ? (
        <ErrorState
          className="mt-8"
          title="Error Loading Championships"
          message={errorMessage(list.error, "Failed to load championships")}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-3 gap-3 sm:max-w-xl">
            {[
              ["Championships", summary.championships],
              ["Sports", summary.sports],
              ["Years of history", summary.yearsOfHistory],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-secondary-200 bg-white px-3 py-3 text-center shadow-sm sm:px-4">
                <dt className="text-[0.6875rem] font-medium uppercase text-secondary-600 sm:text-xs sm:tracking-wide">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-secondary-900">{numberFormat.format(Number(value))}</dd>
              </div>
            ))}
          </dl>
          <p className="sr-only" role="status" aria-live="polite">
            {shown.length === 1 ? "1 championship" : `${shown.length} championships`}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              className="mt-6"
              title="No Championships Found"
              description="Try adjusting your search or filters to find championships."
            />
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((c) => (
                <ChampionshipCard key={c.id} championship={c} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
