import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/EmptyState";
import { ErrorState } from "@/components/ErrorState";
import { PageHeader } from "@/components/PageHeader";
import { ListSkeleton } from "@/components/Skeleton";
import { errorMessage } from "@/lib/errors";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState, useUrlStateSetter } from "@/lib/use-url-state";
import { useSearch, type SearchScope } from "./api/get-search";
import { HitText } from "./components/HitText";
import { SEARCH_KINDS, searchGroups, siteScopeLabel, type SearchKind } from "./lib/groups";

/** Hits of each kind when all kinds are shown; one kind shows up to the API's most. */
const PER_KIND = 10;
const ONE_KIND = 50;

const pill = (on: boolean) =>
  `rounded-full border px-3 py-1 text-sm font-medium ${on ? "border-primary-700 bg-primary-700 text-white" : "border-secondary-300 bg-white text-secondary-800 hover:bg-secondary-100"}`;

/**
 * /search?q=: every kind's hits for the words, grouped (players, teams,
 * coaches, seasons, championships) with sport and years. The words, the
 * scope (the site's sport, or scope=all) and one kind (kind=players) live in
 * the URL.
 */
export default function SearchPage() {
  const site = useSite();
  const [q] = useUrlState("q", "");
  const [scopeParam] = useUrlState<SearchScope>("scope", "site");
  const [kindParam] = useUrlState("kind", "");
  const setParams = useUrlStateSetter({ scope: "site" });
  const words = q.trim();
  const narrowable = !site.isMainSite;
  const scope: SearchScope = narrowable && scopeParam === "site" ? "site" : "all";
  const kind = SEARCH_KINDS.find((k) => k.kind === kindParam)?.kind;
  const search = useSearch(words, scope, kind ? ONE_KIND : PER_KIND);
  const scopeName = siteScopeLabel(site.sport, site.level);
  useDocumentTitle(words ? `Search: ${words}` : "Search");

  // The box edits its own copy; the URL changes on submit (and follows the URL when it changes elsewhere).
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams({ q: text.trim() });
  };

  const groups = searchGroups(search.data).filter((g) => !kind || g.kind === kind);
  const total = groups.reduce((n, g) => n + g.hits.length, 0);
  // A kind that filled its limit may have more: the count then says "at least".
  const capped = groups.some((g) => g.hits.length === (kind ? ONE_KIND : PER_KIND));
  const where = scope === "site" ? scopeName : "all sports";

  let body;
  if (words.length < 2) {
    body = <p className="text-secondary-700">Type at least two letters of a player, team, coach, season or championship.</p>;
  } else if (search.isPending || (search.isPlaceholderData && search.isFetching)) {
    body = <ListSkeleton rows={6} label="Searching…" />;
  } else if (search.isError) {
    body = <ErrorState message={errorMessage(search.error, "The search failed.")} onRetry={() => void search.refetch()} />;
  } else if (total === 0) {
    body = (
      <EmptyState
        title="No Results"
        description={`Nothing in ${where} matches “${words}”.`}
        action={
          scope === "site" ? (
            <button type="button" className={pill(false)} onClick={() => setParams({ scope: "all" })}>
              Search all sports
            </button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-8 lg:grid-cols-2">
        {groups.map((g) => {
          const limit = kind ? ONE_KIND : PER_KIND;
          return (
            <section key={g.kind} aria-labelledby={`search-${g.kind}`} className="min-w-0">
              <h2 id={`search-${g.kind}`} className="text-lg font-semibold text-secondary-900">
                {g.label} <span className="text-sm font-normal text-secondary-600">({g.hits.length === limit ? `first ${limit}` : g.hits.length})</span>
              </h2>
              <ul className="mt-2 divide-y divide-secondary-100 rounded-lg border border-secondary-200 bg-white">
                {g.hits.map((hit) => (
                  <li key={`${hit.id}-${hit.url}`}>
                    <Link to={hit.url} className="flex items-center gap-3 px-4 py-2.5 hover:bg-primary-50 focus:bg-primary-50">
                      <HitText hit={hit} />
                    </Link>
                  </li>
                ))}
              </ul>
              {!kind && g.hits.length === limit && (
                <button type="button" onClick={() => setParams({ kind: g.kind })} className="mt-2 text-sm font-medium text-primary-800 hover:underline">
                  More {g.label.toLowerCase()}
                </button>
              )}
            </section>
          );
        })}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Search">
        {words.length >= 2 && !search.isPending && !search.isError
          ? `${total}${capped ? "+" : ""} result${total === 1 && !capped ? "" : "s"} for “${words}” in ${where}`
          : "Players, teams, coaches, seasons and championships, by name."}
      </PageHeader>

      <form role="search" onSubmit={submit} className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search words
        </label>
        <input
          id="search-page-q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="A name, a team, a season…"
          className="min-w-0 flex-1 rounded-lg border border-secondary-300 bg-white px-3 py-2 text-secondary-900 shadow-sm placeholder:text-secondary-500 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500"
        />
        <button type="submit" className="rounded-lg bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800">
          Search
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        {narrowable && (
          <div role="group" aria-label="Where to search" className="flex flex-wrap gap-2">
            <button type="button" aria-pressed={scope === "site"} className={pill(scope === "site")} onClick={() => setParams({ scope: "site" })}>
              {scopeName}
            </button>
            <button type="button" aria-pressed={scope === "all"} className={pill(scope === "all")} onClick={() => setParams({ scope: "all" })}>
              All sports
            </button>
          </div>
        )}
        <div role="group" aria-label="Kinds" className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={!kind} className={pill(!kind)} onClick={() => setParams({ kind: null })}>
            Everything
          </button>
          {SEARCH_KINDS.map((k) => (
            <button key={k.kind} type="button" aria-pressed={kind === k.kind} className={pill(kind === k.kind)} onClick={() => setParams({ kind: k.kind as SearchKind })}>
              {k.label}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-8">{body}</div>
    </div>
  );
}
