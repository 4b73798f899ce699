import { useDocumentTitle } from "@/lib/use-document-title";
import { useSite } from "@/lib/use-site";
import { Bullets, LegalPage, POLICY_UPDATED, Section, privacyEmail } from "./LegalPage";

/** Privacy Policy: static policy text. */
export default function PrivacyPage() {
  useDocumentTitle("Privacy Policy");
  const site = useSite();
  const email = privacyEmail(site.canonical_host);
  return (
    <LegalPage
      title="Privacy Policy"
      updated={POLICY_UPDATED}
      intro={<p>{`${site.name} is a public sports-statistics site. This policy explains what information we collect when you use it, why, and the choices you have.`}</p>}
    >
      <Section title="Information we collect">
        <Bullets
          items={[
            "Account information, only if you create an account: your name, e-mail address and a hashed password.",
            "Preferences you choose, such as the active season, kept in your browser's storage.",
            "Technical information sent with every request: IP address, browser type, pages requested and the time of the request, kept in server logs.",
            "Payment information for paid plans, handled by our payment processor; we never store full card numbers.",
          ]}
        />
      </Section>
      <Section title="How we use it">
        <Bullets
          items={[
            "To run the site, keep it secure and protect it from abuse (including rate limiting).",
            "To remember your preferences and, if you have an account, keep you signed in.",
            "To understand which pages are used so we can improve them, using aggregated figures.",
            "To bill paid plans and send the messages an account needs (such as password resets).",
          ]}
        />
        <p>We do not sell your personal information.</p>
      </Section>
      <Section title="Payments and renewals">
        <p>
          Paid plans are billed in advance and renew automatically at the end of each billing period until you cancel. You can cancel at any time; the plan then stays active until the end
          of the period already paid.
        </p>
      </Section>
      <Section title="Sharing">
        <p>We share information only with service providers that host the site or process payments for us, under agreements that protect it, or when the law requires it.</p>
      </Section>
      <Section title="Retention">
        <p>Server logs are kept for up to 30 days. Account information is kept while your account exists and deleted within 30 days after you close it.</p>
      </Section>
      <Section title="Your rights">
        <Bullets
          items={[
            "Access the personal information we hold about you and receive a copy.",
            "Correct information that is wrong, or ask us to delete it.",
            "Object to or restrict some uses, and withdraw consent where we rely on it.",
            "Complain to your local data-protection authority.",
          ]}
        />
      </Section>
      <Section title="Children">
        <p>The site is not directed at children under 13, and we do not knowingly collect their personal information.</p>
      </Section>
      <Section title="Contact">
        <p>
          Questions about this policy or requests about your data: <a href={`mailto:${email}`} className="font-medium text-primary-800 hover:underline">{email}</a>.
        </p>
      </Section>
    </LegalPage>
  );
}
