import type { Standing } from "@/lib/standings/types";
import { CLINCH_MARKS, clinchLabel, conventionOf } from "@/lib/standings/convention";

/**
 * The meaning of the clinch marks the tables show, computed from the games:
 * a team has clinched when no result of the games it and the others have
 * left can push it out; eliminated when no result can bring it in.
 */
export function ClinchLegend({ rows }: { rows: readonly Standing[] }) {
  const present = CLINCH_MARKS.filter((m) => rows.some((r) => r.clinch === m));
  if (present.length === 0) return null;
  const convention = conventionOf(rows);
  const hasConference = rows.some((r) => !!r.conference);
  return (
    <div className="rounded-lg border border-secondary-200 bg-white p-4 text-sm text-secondary-700 shadow-sm">
      <h3 className="font-semibold text-secondary-900">Marks</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {present.map((m) => (
          <div key={m} className="flex gap-2">
            <dt className="w-5 font-mono font-semibold">{m}</dt>
            <dd>{clinchLabel(m, convention, hasConference)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-secondary-600">
        Computed from the games: a team has clinched when, losing every game it has left while the teams below win all theirs, it still finishes in place;
        it is eliminated when, winning all its games while the teams above lose theirs, it cannot. Level records at the end are ordered by head-to-head,
        then the standings&apos; tie-breakers.
      </p>
    </div>
  );
}
