import { Link } from "react-router";
import type { BoxScore } from "../api/get-game";
import { formatStat, sideLines, statLabel, statName, teamRows } from "../lib/box";

const th = "px-3 py-2 text-right font-semibold whitespace-nowrap";
const td = "px-3 py-1.5 text-right tabular-nums whitespace-nowrap";

function TeamTotals({ box }: { box: BoxScore }) {
  const away = box.teams.find((t) => t.side === "away");
  const home = box.teams.find((t) => t.side === "home");
  const rows = teamRows(box);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Team totals</caption>
        <thead className="border-b border-secondary-200 text-secondary-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              Team totals
            </th>
            <th scope="col" className={th}>
              {away?.team_name ?? "Away"}
            </th>
            <th scope="col" className={th}>
              {home?.team_name ?? "Home"}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-secondary-100">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-secondary-700">
                {statName(r.key)}
              </th>
              <td className={td}>{formatStat(r.key, r.away)}</td>
              <td className={td}>{formatStat(r.key, r.home)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerLines({ box, side, team }: { box: BoxScore; side: "away" | "home"; team: string }) {
  const { players, columns } = sideLines(box, side);
  if (players.length === 0) return null;
  return (
    <div className="mt-6">
      <h4 className="text-base font-semibold text-secondary-900">{team}</h4>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{`${team} player lines`}</caption>
          <thead className="border-b border-secondary-200 text-secondary-600">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Player
              </th>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Pos
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className={th}>
                  <abbr title={statName(c)} className="no-underline">
                    {statLabel(c)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-secondary-100">
            {players.map((p, i) => (
              <tr key={`${p.name}-${i}`} className="hover:bg-secondary-50">
                <th scope="row" className="px-3 py-1.5 text-left font-medium whitespace-nowrap">
                  {p.slug ? (
                    <Link to={`/players/${p.slug}`} className="text-primary-700 hover:underline">
                      {p.name}
                    </Link>
                  ) : (
                    p.name
                  )}
                </th>
                <td className="px-3 py-1.5 text-secondary-600">{p.position ?? "—"}</td>
                {columns.map((c) => (
                  <td key={c} className={td}>
                    {formatStat(c, p.stats[c])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
      <p className="mt-4 text-xs break-all text-secondary-500">Source: {box.source}</p>
    </section>
  );
}
