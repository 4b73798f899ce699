import type { ReactNode } from "react";
import { Link } from "react-router";

/** The frame of a policy page: title, last-updated line, and sections. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-secondary-600">Last updated {updated}</p>
      <div className="mt-6 text-secondary-700">{intro}</div>
      <div className="mt-8 space-y-8">{children}</div>
      <p className="mt-12 border-t border-secondary-200 pt-6 text-sm text-secondary-600">
        See also our{" "}
        <Link to="/privacy" className="font-medium text-primary-800 hover:underline">
          Privacy Policy
        </Link>
        ,{" "}
        <Link to="/terms" className="font-medium text-primary-800 hover:underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/cookies" className="font-medium text-primary-800 hover:underline">
          Cookie Policy
        </Link>
        .
      </p>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-secondary-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-secondary-700">{children}</div>
    </section>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** The policy date shown on every legal page. */
export const POLICY_UPDATED = "November 1, 2026";

/** The privacy contact address of the site: privacy@ its canonical host (or the page's host). */
export function privacyEmail(canonicalHost?: string): string {
  const host = (canonicalHost || (typeof window !== "undefined" ? window.location.hostname : "") || "almanac.example").replace(/^www\./, "");
  return `privacy@${host}`;
}
