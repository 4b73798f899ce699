import { Badge } from "@/components/Badge";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { Bullets, LegalPage, POLICY_UPDATED, Section, privacyEmail } from "./LegalPage";

export interface CookieCategory {
  title: string;
  description: string;
  required: boolean;
  examples: string[];
}

/** The four cookie categories: Essential (required), Analytics, Functionality, Marketing. */
export const COOKIE_CATEGORIES: CookieCategory[] = [
  {
    title: "Essential",
    description: "Needed for the site to work: they keep you signed in and protect the site. They cannot be switched off.",
    required: true,
    examples: ["Sign-in tokens (when you have an account)", "Security and rate-limit state", "Load-balancing cookies"],
  },
  {
    title: "Analytics",
    description: "Help us understand which pages are visited and how they perform, as aggregated figures.",
    required: false,
    examples: ["Page views and time on page", "Page load times", "Error reports"],
  },
  {
    title: "Functionality",
    description: "Remember the choices you make so the site works the way you left it.",
    required: false,
    examples: ["Your active season", "Filters and the last tab you opened", "The admin-link preference"],
  },
  {
    title: "Marketing",
    description: "Used to measure campaigns and show relevant offers for paid plans. We do not use them unless you agree.",
    required: false,
    examples: ["Campaign attribution", "Plan trial offers", "Social sharing buttons"],
  },
];

function CategoryCard({ category }: { category: CookieCategory }) {
  return (
    <li className="rounded-lg border border-secondary-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-semibold text-secondary-900">{category.title}</h3>
        {category.required && <Badge tone="primary">Required</Badge>}
      </div>
      <p className="mt-2 text-sm text-secondary-700">{category.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-secondary-700">
        {category.examples.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </li>
  );
}

/** Cookie Policy: category cards, managing preferences, third parties, contact, consent. */
export default function CookiesPage() {
  useDocumentTitle("Cookie Policy");
  const site = useSite();
  const email = privacyEmail(site.canonical_host);
  return (
    <LegalPage
      title="Cookie Policy"
      updated={POLICY_UPDATED}
      intro={<p>{`${site.name} uses cookies and similar browser storage. This page explains which ones and how to control them.`}</p>}
    >
      <Section title="Types of cookies we use">
        <ul className="grid gap-4 sm:grid-cols-2">
          {COOKIE_CATEGORIES.map((c) => (
            <CategoryCard key={c.title} category={c} />
          ))}
        </ul>
      </Section>
      <Section title="Managing your preferences">
        <Bullets
          items={[
            "Browser settings: every major browser lets you block or delete cookies and site storage. Blocking essential cookies may stop sign-in from working.",
            "Third-party advertising: you can opt out of interest-based advertising through your browser's privacy settings and industry opt-out tools.",
          ]}
        />
      </Section>
      <Section title="Third-party cookies">
        <p>Some features may rely on services run by others, such as payment processing; those services set their own cookies under their own policies.</p>
      </Section>
      <Section title="Questions">
        <p>
          Questions about cookies: <a href={`mailto:${email}`} className="font-medium text-primary-800 hover:underline">{email}</a>
        </p>
      </Section>
      <Section title="Consent and changes">
        <p>By continuing to use the site you consent to our use of cookies as described here. We may update this policy; the date above shows the latest version.</p>
      </Section>
    </LegalPage>
  );
}
