import { DataTable, type Column } from "@/components/data-table";
import { seasonYears } from "@/lib/season";
import type { QualityScope } from "../api/get-data-quality";
import { count, fmt } from "../lib/quality";
import { cardTable, competitionColumn } from "./table-parts";

/** "n of N (p%)", or "None on file" without a denominator. */
function Share({ n, of }: { n: number; of: number }) {
  if (of === 0) return <span className="text-secondary-500">None on file</span>;
  return (
    <>
      <span className="font-semibold tabular-nums text-secondary-900">{fmt((100 * n) / of)}</span>
      <span className="block text-xs tabular-nums text-secondary-600">
        {count(n)} of {count(of)}
      </span>
    </>
  );
}

const share = (n: number, of: number) => (of === 0 ? null : Math.round((1000 * n) / of) / 10);
// No coaching file in the scope: none on file, not 0%.
const coachOf = (c: QualityScope["coverage"]) => (c.coach_seasons > 0 ? c.team_seasons : 0);

const COLUMNS: Column<QualityScope>[] = [
  competitionColumn<QualityScope>(),
  {
    key: "seasons",
    label: "Seasons",
    headerClassName: "whitespace-nowrap px-3 py-2.5 font-semibold",
    cellClassName: "whitespace-nowrap px-3 py-2.5 tabular-nums",
    value: (s) => (s.coverage.first_season ? `${seasonYears(s.coverage.first_season, s.sport.slug)} to ${seasonYears(s.coverage.last_season, s.sport.slug)}` : null),
    format: (s) => (
      <>
        {s.coverage.first_season ? `${seasonYears(s.coverage.first_season, s.sport.slug)} to ${seasonYears(s.coverage.last_season, s.sport.slug)}` : "—"}
        <span className="block text-xs text-secondary-600">{count(s.seasons)} seasons</span>
      </>
    ),
  },
  {
    key: "player_stats",
    label: "Player seasons with statistics",
    numeric: true,
    value: (s) => share(s.coverage.player_seasons_with_stats, s.coverage.player_seasons),
    format: (s) => <Share n={s.coverage.player_seasons_with_stats} of={s.coverage.player_seasons} />,
  },
  {
    key: "coach",
    label: "Team-seasons with a head coach",
    numeric: true,
    value: (s) => share(s.coverage.team_seasons_with_coach, coachOf(s.coverage)),
    format: (s) => <Share n={s.coverage.team_seasons_with_coach} of={coachOf(s.coverage)} />,
  },
  {
    key: "coach_record",
    label: "Head-coach seasons with a record",
    numeric: true,
    headerClassName: "px-4 py-2.5 font-semibold",
    cellClassName: "px-4 py-2.5",
    value: (s) => share(s.coverage.coach_seasons_with_record, s.coverage.coach_seasons),
    format: (s) => <Share n={s.coverage.coach_seasons_with_record} of={s.coverage.coach_seasons} />,
  },
];

/**
 * What the files cover per sport and level: the seasons' span, the player
 * seasons whose rows hold statistics (a season with games or per-game
 * figures only does not count), the team-seasons with a head coach on file
 * and head coaches' team-seasons with a won-lost record. What is not covered is shown as such on the pages,
 * never as zero.
 */
export function CoverageTable({ scopes }: { scopes: readonly QualityScope[] }) {
  return (
    <section aria-labelledby="dq-coverage" className="mt-10">
      <h2 id="dq-coverage" className="text-xl font-semibold text-secondary-900">
        What the data covers
      </h2>
      <p className="mt-1 text-sm text-secondary-600">
        Careers and leader lists count only the seasons with statistics, and say so where a career has seasons without them.
      </p>
      <DataTable {...cardTable} caption="Coverage by sport and level" columns={COLUMNS} rows={scopes} rowKey={(s) => `${s.sport.slug}-${s.level.slug}`} rowClassName={() => ""} />
    </section>
  );
}
