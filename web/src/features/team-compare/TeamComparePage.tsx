import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Breadcrumb } from "@/components/Breadcrumb";
import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { useTeamSeasons } from "@/lib/teams/get-team-seasons";
import { useTeam } from "@/lib/teams/get-team";
import { useTeamSearch, useTeams } from "@/lib/teams/get-teams";
import { mergeTeams, searchTeams } from "@/lib/teams/filter";
import type { Team, TeamShown } from "@/lib/teams/types";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { errorMessage } from "@/lib/api";
import { parseSeasonYear, seasonLabel } from "@/lib/season";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useUrlStateSetter } from "@/lib/use-url-state";
import { useCompareTeams } from "./api/compare-teams";
import { ComparisonView } from "./components/ComparisonView";
import { TeamSearchBox } from "./components/TeamSearchBox";
import { downloadText } from "@/lib/csv";
import { buildComparisonCsv, comparisonCsvFilename } from "./csv";

/** The chosen team for a URL value (slug or id): from the loaded list, else fetched. */
function useChosenTeam(ref: string, list: Team[] | undefined, listSettled: boolean): Team | null {
  const inList = ref ? (list?.find((t) => t.slug === ref || String(t.id) === ref) ?? null) : null;
  const fetched = useTeam(ref && !inList && listSettled ? ref : undefined);
  return inList ?? fetched.data ?? null;
}

/** Suggestions for one box: the loaded list, plus a server search when the list was cut by the cap. */
function useSuggestions(text: string, list: Team[] | undefined, truncated: boolean, exclude: number[]) {
  const debounced = useDebouncedValue(text.trim(), 250);
  const server = useTeamSearch({ search: debounced }, { enabled: truncated && debounced.length >= 2 });
  const pool = useMemo(() => mergeTeams(list, truncated ? server.data?.teams : undefined), [list, truncated, server.data]);
  // While the typed text waits for the debounce, a server search is still to come: not "No teams match" yet.
  const pending = truncated && text.trim().length >= 2 && text.trim() !== debounced;
  return { results: searchTeams(pool, text, { exclude }), searching: server.isFetching || pending };
}

/** Team comparison: two search boxes, swap, season, real figures, CSV export. */
export default function TeamComparePage() {
  const [params] = useSearchParams();
  const setParams = useUrlStateSetter();
  const refA = params.get("team_a") ?? "";
  const refB = params.get("team_b") ?? "";
  const season = parseSeasonYear(params.get("season"));
  const seasonId = useId();

  const list = useTeams();
  const teams = list.data?.teams;
  const truncated = !!list.data?.truncated;
  const settled = !list.isPending;
  const teamA = useChosenTeam(refA, teams, settled);
  const teamB = useChosenTeam(refB, teams, settled);

  const [textA, setTextA] = useState("");
  const [textB, setTextB] = useState("");
  const sugA = useSuggestions(textA, teams, truncated, teamB ? [teamB.id] : []);
  const sugB = useSuggestions(textB, teams, truncated, teamA ? [teamA.id] : []);

  const both = !!refA && !!refB;
  const comparison = useCompareTeams(refA, refB, season);
  const data = comparison.data;

  // Seasons both teams played, for the season selector.
  const seasonsA = useTeamSeasons(refA || undefined);
  const seasonsB = useTeamSeasons(refB || undefined);
  const sport = teamA?.sport?.slug ?? data?.teams[0].sport?.slug ?? null;
  const commonSeasons = useMemo(() => {
    if (!seasonsA.data || !seasonsB.data) return [];
    const inB = new Set(seasonsB.data.map((s) => s.start_year));
    return [...new Set(seasonsA.data.map((s) => s.start_year).filter((y) => inB.has(y)))].sort((x, y) => y - x);
  }, [seasonsA.data, seasonsB.data]);

  const nameA = teamA?.name ?? data?.teams[0].name;
  const nameB = teamB?.name ?? data?.teams[1].name;
  useDocumentTitle(both && nameA && nameB ? `${nameA} vs ${nameB}` : "Team Comparison");

  const choose = (side: "a" | "b", team: Team | null) => {
    const ref = team ? team.slug || String(team.id) : "";
    if (side === "a") setTextA("");
    else setTextB("");
    setParams({ [side === "a" ? "team_a" : "team_b"]: ref });
  };
  const swap = () => setParams({ team_a: refB, team_b: refA });

  const exportCsv = () => {
    if (!data) return;
    const [a, b] = data.teams;
    downloadText(comparisonCsvFilename(a.slug || String(a.id), b.slug || String(b.id)), buildComparisonCsv(data));
    toast.success("Comparison exported");
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Teams", to: "/teams" }, { label: "Compare Teams" }]} />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">Team Comparison</h1>
          <p className="mt-2 max-w-2xl text-secondary-600">
            Pick two teams to compare their records, titles, scoring and head-to-head history, computed from the games on file.
          </p>
        </div>
        {data && both && (
          <button
            type="button"
            onClick={exportCsv}
            className="inline-flex items-center gap-2 self-start rounded-md border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100 sm:self-auto"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            Export Comparison
          </button>
        )}
      </div>

      <section aria-label="Teams to compare" className="mt-6 rounded-lg border border-secondary-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="grid gap-4 md:grid-cols-[1fr_auto_1fr] md:items-end">
          <TeamSearchBox
            label="Team A"
            selected={refA ? (teamA ?? placeholderTeam(refA)) : null}
            onSelect={(t) => choose("a", t)}
            onClear={() => choose("a", null)}
            query={textA}
            onQueryChange={setTextA}
            results={sugA.results}
            searching={sugA.searching || list.isPending}
          />
          <div className="flex justify-center md:pb-2">
            {refA && refB ? (
              <button
                type="button"
                onClick={swap}
                className="inline-flex items-center gap-2 rounded-full border border-secondary-300 bg-white px-4 py-2 text-sm font-semibold text-secondary-800 hover:bg-secondary-100"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M7 16V4M3 8l4-4 4 4M17 8v12M13 16l4 4 4-4" />
                </svg>
                Swap Teams
              </button>
            ) : (
              <span aria-hidden="true" className="text-sm font-bold uppercase text-secondary-500">
                vs
              </span>
            )}
          </div>
          <TeamSearchBox
            label="Team B"
            selected={refB ? (teamB ?? placeholderTeam(refB)) : null}
            onSelect={(t) => choose("b", t)}
            onClear={() => choose("b", null)}
            query={textB}
            onQueryChange={setTextB}
            results={sugB.results}
            searching={sugB.searching || list.isPending}
          />
        </div>
        {both && (
          <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-secondary-100 pt-4">
            <label htmlFor={seasonId} className="text-sm font-medium text-secondary-700">
              Season
            </label>
            <select
              id={seasonId}
              value={season ?? ""}
              onChange={(e) => setParams({ season: e.target.value })}
              className="rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
            >
              <option value="">All Time</option>
              {commonSeasons.map((y) => (
                <option key={y} value={y}>
                  {seasonLabel(y, sport)}
                </option>
              ))}
              {season != null && !commonSeasons.includes(season) && <option value={season}>{seasonLabel(season, sport)}</option>}
            </select>
            {seasonsA.data && seasonsB.data && commonSeasons.length === 0 && (
              <span className="text-xs text-secondary-600">These teams share no seasons.</span>
            )}
          </div>
        )}
      </section>

      <div className="mt-8" aria-live="polite">
        {!both ? (
          <div className="rounded-lg border border-dashed border-secondary-300 bg-white px-4 py-12 text-center">
            <h2 className="text-lg font-semibold text-secondary-900">Choose two teams</h2>
            <p className="mt-2 text-sm text-secondary-600">
              Search for a team on each side. The comparison appears when both are chosen, or browse the{" "}
              <Link to="/teams" className="font-medium text-primary-700 hover:underline">
                teams directory
              </Link>
              .
            </p>
          </div>
        ) : comparison.isPending ? (
          <section className="rounded-lg border border-secondary-200 bg-white py-6 text-center">
            <h2 className="text-lg font-semibold text-secondary-900">Loading Team Comparison</h2>
            <Spinner label="Comparing teams…" className="py-8" />
          </section>
        ) : comparison.isError ? (
          <ErrorState title="Failed to Load Data" message={errorMessage(comparison.error)} onRetry={() => comparison.refetch()} />
        ) : data ? (
          <div className={comparison.isPlaceholderData ? "opacity-60 transition-opacity" : ""}>
            <ComparisonView c={data} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A stand-in while a team named in the URL is being looked up. */
function placeholderTeam(ref: string): TeamShown {
  return { id: -1, slug: ref, name: ref.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase()) };
}
