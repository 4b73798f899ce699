import { useId } from "react";
import type { DateRange, IsoDate } from "../lib/dates";
import { ALL, STATUS_OPTIONS, type SportOption } from "../lib/filters";
import { DateField } from "./DateField";

const selectClass =
  "w-full rounded-md border border-secondary-300 bg-white py-2 pl-3 pr-8 text-sm text-secondary-900 shadow-sm focus:border-primary-500 focus:outline-2 focus:outline-primary-500";

/** Team search, sport and status filters, the date range pickers, Today and This Week. */
export function ScoresControls({
  search,
  onSearch,
  sport,
  sportOptions,
  showSport,
  onSport,
  status,
  onStatus,
  range,
  onStart,
  onEnd,
  onToday,
  onThisWeek,
}: {
  search: string;
  onSearch: (v: string) => void;
  sport: string;
  sportOptions: SportOption[];
  showSport: boolean;
  onSport: (v: string) => void;
  status: string;
  onStatus: (v: string) => void;
  range: DateRange;
  onStart: (v: IsoDate | null) => void;
  onEnd: (v: IsoDate | null) => void;
  onToday: () => void;
  onThisWeek: () => void;
}) {
  const id = useId();
  return (
    <section aria-label="Filters" className="rounded-lg border border-secondary-200 bg-white p-4 shadow-sm">
      <div className={`grid gap-4 sm:grid-cols-2 ${showSport ? "lg:grid-cols-3" : "lg:grid-cols-2"}`}>
        <div>
          <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-secondary-700">
            Search teams
          </label>
          <div className="relative">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-secondary-500" fill="currentColor">
              <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.33 3.33a.75.75 0 1 1-1.06 1.06l-3.33-3.33A7 7 0 0 1 2 9Z" clipRule="evenodd" />
            </svg>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder="Team name or city"
              className="w-full rounded-md border border-secondary-300 bg-white py-2 pl-9 pr-3 text-sm text-secondary-900 placeholder:text-secondary-500 shadow-sm focus:border-primary-500 focus:outline-2 focus:outline-primary-500"
            />
          </div>
        </div>
        {showSport && (
          <div>
            <label htmlFor={`${id}-sport`} className="mb-1 block text-sm font-medium text-secondary-700">
              Sport
            </label>
            <select id={`${id}-sport`} value={sport} onChange={(e) => onSport(e.target.value)} className={selectClass}>
              <option value={ALL}>All Sports</option>
              {sportOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-sm font-medium text-secondary-700">
            Status
          </label>
          <select id={`${id}-status`} value={status} onChange={(e) => onStatus(e.target.value)} className={selectClass}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-start">
        <DateField
          label="Start Date"
          placeholder="Start Date"
          value={range.from}
          rangeFrom={range.from}
          rangeTo={range.to}
          onChange={onStart}
        />
        <DateField
          label="End Date"
          placeholder="End Date"
          value={range.to}
          min={range.from}
          rangeFrom={range.from}
          rangeTo={range.to}
          onChange={onEnd}
        />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <button
            type="button"
            onClick={onToday}
            className="flex-1 rounded-md border border-primary-300 bg-primary-50 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-100 lg:flex-none"
          >
            Today
          </button>
          <button
            type="button"
            onClick={onThisWeek}
            className="flex-1 rounded-md border border-primary-300 bg-primary-50 px-4 py-2 text-sm font-semibold text-primary-800 hover:bg-primary-100 lg:flex-none"
          >
            This Week
          </button>
        </div>
      </div>
    </section>
  );
}
