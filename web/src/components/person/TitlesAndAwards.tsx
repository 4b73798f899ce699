import { Link } from "react-router";
import { seasonLabel } from "@/lib/season";
import type { Award, Title } from "@/lib/people/types";

/** Championships won (linked to the championship) and awards, side by side; used by player and coach pages. */
export function TitlesAndAwards({ championships, awards, scrollAwards = false }: { championships: readonly Title[]; awards: readonly Award[]; scrollAwards?: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="text-base font-semibold text-secondary-900">Championships</h3>
        {championships.length === 0 ? (
          <p className="mt-2 text-sm text-secondary-600">No championships on file.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {championships.map((c) => (
              <li key={`${c.championship_slug}-${c.year}`}>
                <span className="font-semibold tabular-nums">{c.year}</span>{" "}
                <Link to={`/championships/${c.championship_slug}`} className="text-primary-800 hover:underline">
                  {c.championship_name}
                </Link>{" "}
                <span className="text-secondary-600">with {c.team_name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-base font-semibold text-secondary-900">Awards</h3>
        {awards.length === 0 ? (
          <p className="mt-2 text-sm text-secondary-600">No awards on file.</p>
        ) : (
          <ul className={`mt-2 space-y-1 text-sm ${scrollAwards ? "max-h-72 overflow-y-auto" : ""}`}>
            {awards.map((a, i) => (
              <li key={`${a.name}-${a.year}-${i}`}>
                <span className="font-semibold tabular-nums">{a.year}</span> {a.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** A season cell: "1998-99" linking to /seasons/{slug} when the season has one. */
export function SeasonLink({ year, slug, sport }: { year: number; slug?: string | null; sport?: string | null }) {
  const label = seasonLabel(year, sport).replace(" Season", "");
  if (!slug) return <>{label}</>;
  return (
    <Link to={`/seasons/${slug}`} className="text-primary-800 hover:underline">
      {label}
    </Link>
  );
}
