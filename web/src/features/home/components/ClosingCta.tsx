import { Link } from "react-router";
import { useSite } from "@/lib/use-site";

/** The closing call to action. */
export function ClosingCta() {
  const site = useSite();
  return (
    <section aria-labelledby="closing-cta" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl bg-linear-to-br from-primary-700 to-primary-900 px-6 py-12 text-center text-white shadow-lg sm:px-12">
        <h2 id="closing-cta" className="text-3xl font-bold tracking-tight">
          Find your team's story
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-primary-100">
          {site.sport
            ? `Every title run, roster and result ${site.name} has on record is a click away.`
            : "Every title run, roster and result we have on record, across four sports, is a click away."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/teams" className="rounded-md bg-white px-5 py-2.5 text-sm font-semibold text-primary-800 shadow-sm hover:bg-primary-50">
            Browse Teams
          </Link>
          <Link to="/champions" className="rounded-md border border-white/50 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10">
            Champions History
          </Link>
        </div>
      </div>
    </section>
  );
}
