import { useId, type ChangeEvent } from "react";
import { useMatch, useNavigate } from "react-router";
import { seasonLabel } from "@/lib/season";
import { setStoredSeason, useSeasonYears, useSelectedSeason } from "@/lib/use-season";
import { useSite } from "@/lib/use-site";

/**
 * The shared season picker: at most 20 seasons labelled "2023-24 Season" ("2023 Season" for
 * baseball). Choosing one sets the active season (browser storage and the
 * URL's `season`); on a team page with slug and year segments it navigates
 * to /teams/{slug}/{year}.
 *
 * `available`: start years with data; omitted, the site's seasons are
 * fetched (GET /api/seasons). `sport` decides the label form; omitted, the
 * site's sport.
 */
export function SeasonPicker({
  available,
  sport,
  label = "Season",
  hideLabel = false,
  value,
  onChange,
  className = "",
}: {
  available?: readonly number[];
  sport?: string | null;
  label?: string;
  hideLabel?: boolean;
  /** Overrides the shown season (e.g. the year in the path). */
  value?: number;
  onChange?: (year: number) => void;
  className?: string;
}) {
  const site = useSite();
  const fetched = useSeasonYears({ enabled: available === undefined });
  const years = available ?? fetched.data;
  const { season, setSeason, options } = useSelectedSeason({ available: years });
  const teamSeason = useMatch("/teams/:slug/:year");
  const navigate = useNavigate();
  const id = useId();

  const pathYear = teamSeason ? Number(teamSeason.params.year) : NaN;
  const shown = value ?? (Number.isInteger(pathYear) ? pathYear : season);
  const list = options.includes(shown) ? options : [...options, shown].sort((a, b) => b - a);
  const labelSport = sport === undefined ? site.sport : sport;

  const choose = (e: ChangeEvent<HTMLSelectElement>) => {
    const year = Number(e.target.value);
    if (teamSeason?.params.slug && Number.isInteger(pathYear)) {
      setStoredSeason(year);
      navigate(`/teams/${encodeURIComponent(teamSeason.params.slug)}/${year}`);
    } else {
      setSeason(year);
    }
    onChange?.(year);
  };

  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-medium text-secondary-700"}>
        {label}
      </label>
      <select
        id={id}
        value={shown}
        onChange={choose}
        className="rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500"
      >
        {list.map((y) => (
          <option key={y} value={y}>
            {seasonLabel(y, labelSport)}
          </option>
        ))}
      </select>
    </div>
  );
}
