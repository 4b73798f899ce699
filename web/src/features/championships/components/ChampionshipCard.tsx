import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { yearsActive } from "../lib/format";
import type { Championship } from "@/lib/championships/types";
import { TrophyIcon } from "./TrophyIcon";

export function championshipPath(c: Pick<Championship, "slug" | "id">): string {
  return `/championships/${encodeURIComponent(c.slug || String(c.id))}`;
}

/** A championship in the list grid; the whole card links to /championships/{slug}. */
export function ChampionshipCard({ championship: c }: { championship: Championship }) {
  const years = yearsActive(c);
  const titles = c.total_champions ?? 0;
  return (
    <li className="group relative flex flex-col rounded-lg border border-secondary-200 bg-white p-5 shadow-sm transition hover:border-primary-300 hover:shadow-md focus-within:ring-2 focus-within:ring-primary-500">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent-100 text-accent-800">
          <TrophyIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold leading-snug text-secondary-900">
            <Link to={championshipPath(c)} className="after:absolute after:inset-0 focus:outline-none group-hover:text-primary-800">
              {c.name}
            </Link>
          </h2>
          {c.official_name && c.official_name !== c.name && <p className="mt-0.5 text-sm text-secondary-600">{c.official_name}</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {c.sport?.name && <Badge tone="primary">{c.sport.name}</Badge>}
        {c.level?.name && <Badge tone="secondary">{c.level.name}</Badge>}
        {c.last_year != null && <Badge tone="neutral">Defunct</Badge>}
      </div>
      {c.description && <p className="mt-3 line-clamp-3 text-sm text-secondary-600">{c.description}</p>}
      <div className="mt-auto pt-4">
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-secondary-100 pt-3 text-sm">
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-600">Years</dt>
          <dd className="font-medium text-secondary-900">{years || "N/A"}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-secondary-600">Titles decided</dt>
          <dd className="font-medium text-secondary-900">{titles}</dd>
        </div>
        {c.trophy_name && (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Trophy</dt>
            <dd className="text-secondary-800">{c.trophy_name}</dd>
          </div>
        )}
        {c.latest_champion && (
          <div className="col-span-2">
            <dt className="text-xs uppercase tracking-wide text-secondary-600">Latest champion</dt>
            <dd className="text-secondary-800">
              <span className="font-medium text-secondary-900">{c.latest_champion.team_name}</span> ({c.latest_champion.year})
            </dd>
          </div>
        )}
      </dl>
      </div>
    </li>
  );
}
