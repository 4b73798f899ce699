import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { Bullets, LegalPage, POLICY_UPDATED, Section, privacyEmail } from "./LegalPage";

/** Minimum age to use the site. */
export const MINIMUM_AGE = 13;
/** Governing law. */
export const GOVERNING_LAW = "Kansas";

/** Terms of Service: static text; minimum age 13, governing law Kansas. */
export default function TermsPage() {
  useDocumentTitle("Terms of Service");
  const site = useSite();
  return (
    <LegalPage
      title="Terms of Service"
      updated={POLICY_UPDATED}
      intro={<p>{`These terms govern your use of ${site.name}. By using the site you agree to them.`}</p>}
    >
      <Section title="Eligibility">
        <p>You must be at least {MINIMUM_AGE} years old to use the site. If you are under the age of majority where you live, you need the permission of a parent or guardian.</p>
      </Section>
      <Section title="Accounts">
        <p>Accounts are optional. If you create one, keep your password secret; you are responsible for what happens under your account.</p>
      </Section>
      <Section title="Use of the data">
        <p>
          The statistics come from public sources credited on the site. You may view them and share links to any page. Republishing the data in bulk must respect the licences of those
          sources.
        </p>
      </Section>
      <Section title="Prohibited uses">
        <Bullets
          items={[
            "Scraping or downloading the site or its API at a rate that degrades it for others, or getting around its rate limits.",
            "Attempting to break into accounts, the servers or the networks behind them.",
            "Using the site for anything unlawful, or to harass, defraud or mislead others.",
            "Presenting the site's content as your own or removing credits to its sources.",
          ]}
        />
      </Section>
      <Section title="Paid plans">
        <p>
          Paid plans are billed in advance and renew automatically at the end of each billing period until you cancel. Cancelling stops the next renewal; fees already paid are not
          refunded except where the law requires it. Prices may change with 30 days' notice.
        </p>
      </Section>
      <Section title="No warranty">
        <p>
          The site is provided as is. We work to keep the data accurate (see Data Quality) but do not guarantee that it is complete or free of errors, and it must not be the only basis of
          a decision with financial consequences.
        </p>
      </Section>
      <Section title="Limitation of liability">
        <p>To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site.</p>
      </Section>
      <Section title="Governing law">
        <p>These terms are governed by the laws of the State of {GOVERNING_LAW}, United States, without regard to its conflict-of-law rules.</p>
      </Section>
      <Section title="Changes and contact">
        <p>
          We may update these terms; the date above shows the latest version. Questions: <span className="font-medium">{privacyEmail(site.canonical_host)}</span>.
        </p>
      </Section>
    </LegalPage>
  );
}
