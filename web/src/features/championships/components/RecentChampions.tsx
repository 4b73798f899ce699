import { useId, useState } from "react";
import { Link } from "react-router";
import { finalScore, formatDate, resultLocation, runnerUpName, winnerName } from "../lib/format";
import type { ChampionshipResult } from "@/lib/championships/types";

/** How many recent champions the detail page lists. */
export const RECENT_CHAMPIONS = 5;

function teamLink(slug: string | null | undefined, name: string) {
  return slug ? (
    <Link to={`/teams/${encodeURIComponent(slug)}`} className="font-medium text-primary-800 hover:underline">
      {name}
    </Link>
  ) : (
    <span className="font-medium text-secondary-900">{name}</span>
  );
}

/**
 * Up to 5 recent champions, each expandable to show location, MVP and final
 * score; one open at a time.
 */
export function RecentChampions({ results }: { results: readonly ChampionshipResult[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const prefix = useId();
  const rows = results.slice(0, RECENT_CHAMPIONS);
  return (
    <ul className="divide-y divide-secondary-100 overflow-hidden rounded-lg border border-secondary-200 bg-white shadow-sm">
      {rows.map((r) => {
        const expanded = open === r.id;
        const panel = `${prefix}-panel-${r.id}`;
        const runnerUp = runnerUpName(r);
        const date = formatDate(r.game_date);
        return (
          <li key={r.id}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : r.id)}
                className="flex w-full items-center gap-4 px-4 py-3 text-left hover:bg-secondary-50 focus-visible:bg-secondary-50"
              >
                <span className="w-12 shrink-0 text-lg font-bold tabular-nums text-secondary-900">{r.year}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-secondary-900">{winnerName(r)}</span>
                  {runnerUp && <span className="block truncate text-sm text-secondary-600">def. {runnerUp}</span>}
                </span>
                {r.score && <span className="hidden shrink-0 text-sm font-medium tabular-nums text-secondary-700 sm:block">{r.score}</span>}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-5 shrink-0 text-secondary-500 transition-transform ${expanded ? "rotate-180" : ""}`}
                  fill="currentColor"
                >
                  <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
                </svg>
              </button>
            </h3>
            <div id={panel} role="region" aria-label={`${r.year} ${winnerName(r)}`} hidden={!expanded} className="bg-secondary-50 px-4 pb-4 pt-1">
              <dl className="grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">Location</dt>
                  <dd className="mt-0.5 text-secondary-900">{resultLocation(r) ?? "Not recorded"}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">MVP</dt>
                  <dd className="mt-0.5 text-secondary-900">{r.mvp || "Not awarded or not recorded"}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-wide text-secondary-600">Final score</dt>
                  <dd className="mt-0.5 text-secondary-900">{finalScore(r) ?? "Not recorded"}</dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-secondary-700">
                {teamLink(r.winner?.slug, winnerName(r))}
                {runnerUp && <> over {teamLink(r.runner_up?.slug, runnerUp)}</>}
                {date && <>, {date}</>}
                {r.season?.name && <> ({r.season.name})</>}
                {r.game_slug || r.game_id ? (
                  <>
                    {" · "}
                    <Link to={`/scores/${encodeURIComponent(r.game_slug || String(r.game_id))}`} className="font-medium text-primary-800 hover:underline">
                      Game details
                    </Link>
                  </>
                ) : null}
              </p>
              {r.notes && <p className="mt-2 text-sm text-secondary-600">{r.notes}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
