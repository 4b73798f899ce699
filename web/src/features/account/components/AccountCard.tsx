import type { ReactNode } from "react";

/** The narrow card both mail-link pages use. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <section className="rounded-lg border border-secondary-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-secondary-900">{title}</h1>
        <div className="mt-4">{children}</div>
      </section>
    </div>
  );
}

export const MISSING_TOKEN = "This link is incomplete: it carries no token. Open the link from the email again.";
