import { Link, useParams } from "react-router";
import { Badge } from "@/components/Badge";
import { Breadcrumb } from "@/components/Breadcrumb";
import { CoverageNote } from "@/components/CoverageNote";
import { Note } from "@/components/Note";
import { Spinner } from "@/components/Spinner";
import { AccordionSection, Facts, useOpenSection } from "@/components/person/Accordion";
import { PersonNotFound } from "@/components/person/PersonNotFound";
import { TitlesAndAwards } from "@/components/person/TitlesAndAwards";
import { formatCount, formatLongDate, teamLabel, yearSpan } from "@/lib/people/format";
import { careerLabel } from "@/lib/coverage";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useCoach } from "./api/get-coach";
import { CoachHistory } from "./components/CoachHistory";
import { coachAge, coachStatus, formatWinPct, recordsEndNote, recordText } from "./lib/format";
import type { CoachDetail } from "./types";

function PersonalInformation({ c }: { c: CoachDetail }) {
  const p = c.person;
  return (
    <>
      <Facts
        items={[
          { label: "Full Name", value: p?.full_name || c.display_name },
          { label: "Born", value: formatLongDate(p?.birth_date) },
          { label: p?.death_date ? "Died" : "Age", value: p?.death_date ? formatLongDate(p.death_date) : coachAge(p?.age, p?.birth_date) },
          { label: "Birthplace", value: p?.birth_place },
          { label: "College", value: p?.college },
        ]}
      />
      {(c.bio ?? p?.bio) && <p className="mt-4 text-sm leading-6 text-secondary-700">{c.bio ?? p?.bio}</p>}
    </>
  );
}

function CareerInformation({ c }: { c: CoachDetail }) {
  const rec = c.career_record;
  const team = teamLabel(c.current_team);
  const playoffs = rec && (rec.playoff_wins != null || rec.playoff_losses != null) ? recordText(rec.playoff_wins ?? 0, rec.playoff_losses ?? 0) : null;
  return (
    <Facts
      items={[
        { label: "Title", value: c.title ?? c.position },
        {
          label: c.is_active ? "Current Team" : "Last Team",
          value: c.current_team ? (
            c.current_team.slug ? (
              <Link to={`/teams/${c.current_team.slug}`} className="text-primary-800 hover:underline">
                {team.name}
              </Link>
            ) : (
              team.name
            )
          ) : null,
        },
        { label: "Years Coaching", value: c.years_experience ? `${c.years_experience} (${yearSpan(c.first_year, c.last_year)})` : yearSpan(c.first_year, c.last_year) },
        { label: "Years with Team", value: c.years_with_current_team },
        { label: `${careerLabel(rec?.career_coverage)} Record`, value: rec ? recordText(rec.wins, rec.losses, rec.ties) : null },
        { label: "Win Percentage", value: rec ? formatWinPct(rec.win_percentage) : null },
        { label: "Games Coached", value: rec ? formatCount(rec.games) : null },
        { label: "Playoff Appearances", value: rec ? formatCount(rec.playoff_appearances) : null },
        { label: "Playoff Record", value: playoffs },
        { label: "Championships", value: formatCount(c.championships_won) },
        { label: "Previous Teams", value: c.previous_teams.map((t) => t.name).join(", ") },
        { label: "Sport", value: [c.sport?.name, c.level?.name].filter(Boolean).join(" · ") },
      ]}
    />
  );
}

function Achievements({ c }: { c: CoachDetail }) {
  if (c.championships.length === 0 && c.awards.length === 0) {
    return <p className="text-sm text-secondary-600">Achievements and awards will be displayed here once available.</p>;
  }
  return <TitlesAndAwards championships={c.championships} awards={c.awards} />;
}

/** Coach detail: Personal Information, Career Information (open by default), Coaching History, Achievements & Awards. */
export default function CoachDetailPage() {
  const { id = "" } = useParams();
  const coach = useCoach(id);
  const [open, toggle] = useOpenSection("career");
  useDocumentTitle(coach.data ? coach.data.display_name : coach.isError ? "Coach Not Found" : "Coach Details");

  if (coach.isPending && id) return <Spinner label="Loading coach…" className="py-32" />;
  if (!id || coach.isError || !coach.data) {
    return <PersonNotFound title="Coach Not Found" sentence="We couldn't find details for this coach." error={coach.error} back="/coaches" backLabel="Back to Coaches" />;
  }
  const c = coach.data;
  const rec = c.career_record;
  const status = coachStatus(c);
  const endNote = recordsEndNote(c, c.sport?.slug);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Coaches", to: "/coaches" }, { label: c.display_name }]} />
      <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{c.display_name}</h1>
          <p className="mt-2 text-secondary-700">{[c.title, c.current_team?.name, c.sport?.name].filter(Boolean).join(" · ")}</p>
          {rec && (
            <p className="mt-1 text-sm text-secondary-700">
              {careerLabel(rec.career_coverage)} record <strong className="tabular-nums">{recordText(rec.wins, rec.losses, rec.ties)}</strong> ({formatWinPct(rec.win_percentage)})
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={status === "Active" ? "success" : "secondary"}>{status}</Badge>
          {c.championships_won > 0 && <Badge tone="primary">{c.championships_won}× Champion</Badge>}
        </div>
      </header>

      <CoverageNote coverage={c.career_coverage} what="Records" className="mt-4" />
      {endNote && <Note className="mt-4">{endNote}</Note>}
      <div className="mt-6 space-y-4">
        <AccordionSection title="Personal Information" open={open === "personal"} onToggle={() => toggle("personal")}>
          <PersonalInformation c={c} />
        </AccordionSection>
        <AccordionSection title="Career Information" open={open === "career"} onToggle={() => toggle("career")}>
          <CareerInformation c={c} />
        </AccordionSection>
        <AccordionSection title="Coaching History" open={open === "history"} onToggle={() => toggle("history")}>
          <CoachHistory coach={c} />
        </AccordionSection>
        <AccordionSection title="Achievements & Awards" open={open === "awards"} onToggle={() => toggle("awards")}>
          <Achievements c={c} />
        </AccordionSection>
      </div>
    </div>
  );
}
