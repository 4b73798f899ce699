import { Link } from "react-router";
import { Badge } from "@/components/Badge";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { useUrlState } from "@/lib/use-url-state";
import { Chip } from "@/components/filters/Chip";
import { PageHeader } from "@/components/PageHeader";
import { usePlans, type PlanLimits } from "./api/get-plans";
import { CATEGORIES, FEATURES, PLANS, type FeatureCategory, type Plan } from "./catalog";

const fmt = new Intl.NumberFormat("en-US");

function PlanCard({ plan, limits, keysOn }: { plan: Plan; limits?: PlanLimits; keysOn: boolean }) {
  // Free (the site itself) is always there; the other plans once the server
  // issues API keys on them. The card shows the limits the server enforces.
  const keyed = keysOn && limits !== undefined;
  const soon = plan.state === "coming-soon" && !keyed;
  return (
    <li className={`relative flex flex-col rounded-xl border bg-white p-6 shadow-sm ${plan.popular ? "border-primary-600 ring-2 ring-primary-600" : "border-secondary-200"}`}>
      {plan.popular && <span className="absolute -top-3 left-6 rounded-full bg-primary-700 px-3 py-0.5 text-xs font-semibold text-white">Most Popular</span>}
      <h3 className="text-lg font-semibold text-secondary-900">{plan.name}</h3>
      <p className="mt-2">
        <span className="text-4xl font-extrabold tracking-tight text-secondary-900">{plan.price}</span>
        {plan.period && <span className="ml-1 text-sm text-secondary-600">{plan.period}</span>}
      </p>
      <p className="mt-2 text-sm text-secondary-600">{plan.description}</p>
      {limits && (
        <p className="mt-3 rounded-md bg-secondary-50 px-3 py-2 text-sm text-secondary-800">
          API: <strong>{fmt.format(limits.per_minute)}</strong> requests a minute, <strong>{fmt.format(limits.per_day)}</strong> a day
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-secondary-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-green-700" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
            </svg>
            {f}
          </li>
        ))}
      </ul>
      {soon ? (
        <div className="mt-6">
          <button type="button" disabled className="w-full cursor-not-allowed rounded-md bg-secondary-100 px-4 py-2 text-sm font-semibold text-secondary-700">
            {plan.cta}
          </button>
          <p className="mt-2 text-center">
            <Badge tone="warning">Coming soon</Badge>
          </p>
        </div>
      ) : (
        <Link to={keyed ? "/account" : "/"} className="mt-6 rounded-md bg-primary-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-primary-800">
          {plan.cta}
        </Link>
      )}
    </li>
  );
}

/** Features and plans: category filter (in the URL) and Free / Pro / Enterprise cards. */
export default function FeaturesPage() {
  useDocumentTitle("Features");
  const site = useSite();
  const [category, setCategory] = useUrlState<"all" | FeatureCategory>("category", "all");
  const shown = category === "all" ? FEATURES : FEATURES.filter((f) => f.category === category);
  const plans = usePlans();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <PageHeader title="Features">{`What you can do with ${site.name}, and the plans that come with it.`}</PageHeader>
      <div role="group" aria-label="Feature categories" className="mt-6 flex flex-wrap gap-2">
        {CATEGORIES.map((c) => (
          <Chip key={c.id} on={category === c.id} onClick={() => setCategory(c.id)}>
            {c.label}
          </Chip>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((f) => (
          <li key={f.title} className="group relative rounded-lg border border-secondary-200 bg-white p-5 shadow-sm hover:border-primary-300 hover:shadow-md">
            <Badge tone="secondary">{CATEGORIES.find((c) => c.id === f.category)?.label}</Badge>
            <h2 className="mt-3 text-base font-semibold text-secondary-900">
              <Link to={f.to} className="after:absolute after:inset-0 group-hover:text-primary-800">
                {f.title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-secondary-600">{f.description}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="plans" className="mt-16">
        <h2 id="plans" className="text-2xl font-bold tracking-tight text-secondary-900">
          Plans
        </h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {PLANS.map((p) => (
            <PlanCard key={p.name} plan={p} keysOn={plans.data?.available ?? false} limits={plans.data?.results.find((l) => l.name === p.name)} />
          ))}
        </ul>
      </section>
    </div>
  );
}
