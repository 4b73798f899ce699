import { ErrorState } from "@/components/ErrorState";
import { Spinner } from "@/components/Spinner";
import { useFeatures } from "@/lib/config";
import { errorMessage } from "@/lib/errors";
import { PALETTES, SHADES } from "@/lib/site";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { FactList, Panel } from "@/components/Panel";
import { useDebugTeams } from "./api/get-debug-teams";
import { RateLimitWidget } from "./components/RateLimitWidget";

/** Debug page, shown only with the debug feature flag: site configuration, flags, an API check, the rate-limit widget. */
export default function DebugPage() {
  useDocumentTitle("Debug");
  const site = useSite();
  const features = useFeatures();
  const teams = useDebugTeams(features.debug);

  if (!features.debug) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Debug mode is off</h1>
        <p className="mt-4 text-secondary-600">This page is available only when the server runs with the debug feature flag (FEATURE_DEBUG) on.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900">Debug</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title="Site configuration">
          <FactList
            items={[
              { label: "Name", value: site.name },
              { label: "Description", value: site.description },
              { label: "Sport", value: site.sport },
              { label: "Level", value: site.level },
              { label: "Main site", value: String(site.isMainSite) },
              { label: "Sport-specific", value: String(site.isSportSpecific) },
              { label: "API filters", value: JSON.stringify(site.filters) },
              { label: "Favicon", value: site.faviconUrl },
              { label: "Touch icon", value: site.appleTouchIconUrl },
            ]}
          />
          <div className="mt-4 space-y-1.5">
            {PALETTES.map((p) => (
              <div key={p} className="flex items-center gap-2">
                <span className="w-24 text-xs text-secondary-600">{p}</span>
                <div className="flex flex-1 overflow-hidden rounded">
                  {SHADES.map((s) => (
                    <span key={s} title={`${p}-${s}`} className="h-5 flex-1" style={{ background: site.theme[p]?.[s] ?? "transparent" }} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </Panel>
        <div className="space-y-6">
          <Panel title="Feature flags">
            <FactList items={Object.entries(features).map(([k, v]) => ({ label: k, value: v ? "on" : "off" }))} />
          </Panel>
          <RateLimitWidget />
        </div>
        <Panel title="API check: /api/teams/teams/" className="lg:col-span-2">
          {teams.isPending ? (
            <Spinner label="Calling the API…" className="py-6" />
          ) : teams.isError ? (
            <ErrorState title="API call failed" message={errorMessage(teams.error, "An error occurred")} />
          ) : (
            <>
              <p className="text-sm text-secondary-700">{teams.data.count.toLocaleString("en-US")} teams</p>
              <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
                {teams.data.results.map((t) => (
                  <li key={t.id}>
                    {t.name} <span className="text-secondary-600">({t.sport_name || "—"})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      </div>
    </div>
  );
}
