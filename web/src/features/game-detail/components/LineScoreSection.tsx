import { SourceNote } from "@/components/SourceNote";
import { DataTable, type Column } from "@/components/data-table";
import type { LineScore, LineSide } from "../api/get-game";
import { lineColumns, REGULATION_INNINGS } from "../lib/line-score";

interface LineRow {
  side: "away" | "home";
  team: string;
  line: LineSide;
}

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/**
 * The line score: away above home, one column per period the source has,
 * then the totals (R-H-E for baseball); what the line lacks is said under it.
 */
export function LineScoreSection({
  line,
  sport,
  awayName,
  homeName,
}: {
  line: LineScore;
  sport: string | undefined;
  awayName: string;
  homeName: string;
}) {
  const rows: LineRow[] = [
    { side: "away", team: awayName, line: line.away },
    { side: "home", team: homeName, line: line.home },
  ];
  const columns: Column<LineRow>[] = [
    { key: "team", label: "Team", sticky: true, rowHeader: true, cellClassName: "px-3 py-2 font-semibold text-secondary-900 whitespace-nowrap", value: (r) => r.team },
    ...lineColumns(line, sport).map(
      (c): Column<LineRow> => ({
        key: c.key,
        label: c.label,
        abbr: c.title,
        numeric: true,
        headerClassName: th,
        cellClassName: c.key === "r" || c.key === "t" ? `${td} font-bold text-secondary-900` : td,
        value: (r) => c.value(r.line),
        format: (r) => c.value(r.line) ?? "—",
      }),
    ),
  ];
  const innings = line.innings;
  return (
    <section aria-labelledby="line-score-title" className="min-w-0 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm lg:col-span-2">
      <h2 id="line-score-title" className="text-xl font-bold text-secondary-900">
        Line Score
      </h2>
      <DataTable
        className="mt-3"
        tableClassName="w-full text-sm sm:w-auto sm:min-w-96"
        theadClassName="border-b border-secondary-200 text-secondary-600"
        caption="Line score"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.side}
        rowClassName={() => ""}
      />
      {innings != null && (
        <p className="mt-3 text-sm text-secondary-700">
          {innings === REGULATION_INNINGS ? "Nine innings." : `${innings} innings${innings > REGULATION_INNINGS ? " (extra innings)" : ""}.`}
        </p>
      )}
      {line.note && <p className="mt-1 text-sm text-secondary-600">{line.note}</p>}
      <SourceNote name={line.source_name} className="mt-2" />
    </section>
  );
}
