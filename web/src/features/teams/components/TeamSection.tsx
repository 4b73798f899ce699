import { useEffect, useId, useRef } from "react";
import { formatCount } from "@/lib/teams/format";
import type { TeamSection as Section } from "@/lib/teams/groups";
import { TeamCard } from "./TeamCard";

/** Cards a closed section shows ("Show all" opens it). */
export const SECTION_CARDS = 12;

const gridClass = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * One league group of the directory: its heading with the counts, the teams
 * of the league's latest season, then the former ones. A closed section
 * shows its first cards; "Show all" opens it, or, when the list the page
 * holds lacks some of the group's teams, loads the group alone.
 */
export function TeamSection({
  section,
  whole,
  open,
  onOpen,
  onLoadGroup,
}: {
  section: Section;
  /** The counts are the API's over the whole group (no filter is set). */
  whole: boolean;
  open: boolean;
  onOpen: () => void;
  onLoadGroup: () => void;
}) {
  const headingId = useId();
  const { group, active, former } = section;
  const held = active.length + former.length;
  const activeCount = whole ? Math.max(group.active, active.length) : active.length;
  const totalCount = whole ? Math.max(group.count, held) : held;
  const formerCount = totalCount - activeCount;
  const missing = totalCount > held;
  const limit = open ? Infinity : SECTION_CARDS;
  const activeShown = active.slice(0, limit);
  const formerShown = former.slice(0, Math.max(0, limit - activeShown.length));
  const hidden = totalCount - activeShown.length - formerShown.length;
  const isCollege = group.level !== "professional";
  // "Show all" leaves once the section is whole: focus goes on to the first
  // card it brought (else the browser drops it on the page's body).
  const sectionRef = useRef<HTMLElement>(null);
  const focusCard = useRef<number | null>(null);
  const shownCount = activeShown.length + formerShown.length;
  useEffect(() => {
    const at = focusCard.current;
    if (at === null || shownCount <= at) return;
    focusCard.current = null;
    sectionRef.current?.querySelectorAll<HTMLAnchorElement>("li a")[at]?.focus();
  }, [shownCount]);

  return (
    <section ref={sectionRef} aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-secondary-200 pb-2">
        <h2 id={headingId} className="text-xl font-bold text-secondary-900">
          {group.label}
          {group.name && group.name !== group.label && <span className="ml-2 text-sm font-normal text-secondary-600"> {group.name}</span>}
        </h2>
        <p className="text-sm text-secondary-600">
          {formatCount(activeCount, "en-US")} active
          {formerCount > 0 && ` · ${formatCount(formerCount, "en-US")} former`}
        </p>
      </div>
      {activeShown.length > 0 && (
        <ul aria-label={`${group.label}: active ${isCollege ? "programs" : "teams"}`} className={`mt-4 ${gridClass}`}>
          {activeShown.map((t) => (
            <TeamCard key={t.id} team={t} />
          ))}
        </ul>
      )}
      {formerShown.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-secondary-600">
            Former {isCollege ? "programs" : "franchises"} <span className="font-normal normal-case tracking-normal">(not in the league&apos;s latest season)</span>
          </h3>
          <ul aria-label={`${group.label}: former ${isCollege ? "programs" : "franchises"}`} className={`mt-3 ${gridClass}`}>
            {formerShown.map((t) => (
              <TeamCard key={t.id} team={t} level={4} />
            ))}
          </ul>
        </>
      )}
      {hidden > 0 && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            onClick={() => {
              focusCard.current = shownCount;
              (missing ? onLoadGroup : onOpen)();
            }}
            className="rounded-md border border-secondary-300 bg-white px-5 py-2 text-sm font-semibold text-secondary-800 shadow-sm hover:bg-secondary-100"
          >
            Show all {formatCount(totalCount, "en-US")} {group.label} teams ({formatCount(hidden, "en-US")} more)
          </button>
        </div>
      )}
    </section>
  );
}
