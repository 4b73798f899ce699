import { SourceNote } from "@/components/SourceNote";
import { DataTable, type Column } from "@/components/data-table";
import { Link } from "react-router";
import type { BoxScore } from "../api/get-game";
import { formatStat, sideLines, statLabel, statName, teamRows } from "../lib/box";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-1.5 text-right tabular-nums whitespace-nowrap";

type TotalRow = ReturnType<typeof teamRows>[number];
type Line = ReturnType<typeof sideLines>["players"][number];

/** The box score's tables: no header tint, tighter rows. */
const boxTable = { tableClassName: "w-full text-sm", theadClassName: "border-b border-secondary-200 text-secondary-600", cellClassName: "px-3 py-1.5" };

function TeamTotals({ box }: { box: BoxScore }) {
  const away = box.teams.find((t) => t.side === "away");
  const home = box.teams.find((t) => t.side === "home");
  const columns: Column<TotalRow>[] = [
    { key: "stat", label: "Team totals", sticky: true, rowHeader: true, cellClassName: "px-3 py-1.5 font-normal text-secondary-700", value: (r) => statName(r.key) },
    { key: "away", label: away?.team_name ?? "Away", numeric: true, headerClassName: th, cellClassName: td, value: (r) => r.away, format: (r) => formatStat(r.key, r.away) },
    { key: "home", label: home?.team_name ?? "Home", numeric: true, headerClassName: th, cellClassName: td, value: (r) => r.home, format: (r) => formatStat(r.key, r.home) },
  ];
  return <DataTable {...boxTable} caption="Team totals" columns={columns} rows={teamRows(box)} rowKey={(r) => r.key} rowClassName={() => ""} />;
}

function PlayerLines({ box, side, team }: { box: BoxScore; side: "away" | "home"; team: string }) {
  const { players, columns } = sideLines(box, side);
  if (players.length === 0) return null;
  const cols: Column<Line>[] = [
    {
      key: "player",
      label: "Player",
      sticky: true,
      rowHeader: true,
      cellClassName: "px-3 py-1.5 whitespace-nowrap",
      value: (p) => p.name,
      format: (p) =>
        p.slug ? (
          <Link to={`/players/${p.slug}`} className="text-primary-700 hover:underline">
            {p.name}
          </Link>
        ) : (
          p.name
        ),
    },
    { key: "position", label: "Pos", cellClassName: "px-3 py-1.5 text-secondary-600", value: (p) => p.position },
    ...columns.map((c): Column<Line> => ({ key: c, label: statLabel(c), abbr: statName(c), numeric: true, headerClassName: th, cellClassName: td, value: (p) => p.stats?.[c], format: (p) => formatStat(c, p.stats?.[c]) })),
  ];
  return (
    <div className="mt-6">
      <h4 className="text-base font-semibold text-secondary-900">{team}</h4>
      <DataTable {...boxTable} className="mt-2" caption={`${team} player lines`} columns={cols} rows={players} rowKey={(p, i) => `${p.name}-${i}`} />
    </div>
  );
}

/** The game's box score: team totals and each team's player lines, with the source named. */
export function BoxScoreSection({ box, awayName, homeName }: { box: BoxScore; awayName: string; homeName: string }) {
  return (
    <section aria-label="Box Score" className="min-w-0 rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-semibold text-secondary-900">Box Score</h3>
      <div className="mt-3">
        {box.teams.length > 0 && <TeamTotals box={box} />}
        <PlayerLines box={box} side="away" team={awayName} />
        <PlayerLines box={box} side="home" team={homeName} />
      </div>
      <SourceNote name={box.source_name} className="mt-4" />
    </section>
  );
}
