import { Link, useParams } from "react-router";
import { Badge } from "@/components/Badge";
import { Breadcrumb } from "@/components/Breadcrumb";
import { Spinner } from "@/components/Spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePlayer } from "./api/get-player";
import { AccordionSection, Facts, useOpenSection } from "@/components/person/Accordion";
import { CareerStatsSection } from "./components/CareerStatsSection";
import { PersonNotFound } from "@/components/person/PersonNotFound";
import { TitlesAndAwards } from "@/components/person/TitlesAndAwards";
import { formatCount, formatLongDate, heightFtIn, statusLabel, teamLabel, yearSpan, yearsPro } from "@/lib/people/format";
import type { PlayerDetail } from "@/lib/people/types";

function PersonalInformation({ p }: { p: PlayerDetail }) {
  const person = p.person;
  return (
    <>
      <Facts
        items={[
          { label: "Full Name", value: person.full_name || p.display_name },
          { label: "Born", value: formatLongDate(person.birth_date) },
          { label: person.death_date ? "Died" : "Age", value: person.death_date ? formatLongDate(person.death_date) : (p.age ?? person.age) },
          { label: "Birthplace", value: person.birth_place },
          { label: "Height", value: heightFtIn(person.height_inches ?? p.height) },
          { label: "Weight", value: (person.weight_pounds ?? p.weight) ? `${person.weight_pounds ?? p.weight} lb` : null },
          { label: "College", value: person.college ?? p.college },
          { label: "Jersey Number", value: p.jersey_number != null ? `#${p.jersey_number}` : null },
        ]}
      />
      {person.bio && <p className="mt-4 text-sm leading-6 text-secondary-700">{person.bio}</p>}
    </>
  );
}

function CareerInformation({ p }: { p: PlayerDetail }) {
  const team = teamLabel(p.current_team);
  // Years since the draft count a career only while it lasts (Jordan, drafted 1984, is not 42 years pro).
  const pro = p.is_active ? yearsPro(p.draft_year) : null;
  const draft = p.draft_year ? [String(p.draft_year), p.draft_round ? `round ${p.draft_round}` : null, p.draft_pick ? `pick ${p.draft_pick}` : null].filter(Boolean).join(", ") : null;
  return (
    <div className="space-y-6">
      <Facts
        items={[
          { label: "Position", value: [p.primary_position_name, p.primary_position && `(${p.primary_position})`].filter(Boolean).join(" ") },
          {
            label: p.is_active ? "Team" : "Last Team",
            value: p.current_team?.slug ? (
              <Link to={`/teams/${p.current_team.slug}`} className="text-primary-800 hover:underline">
                {team.name}
              </Link>
            ) : (
              team.name
            ),
          },
          { label: "Seasons", value: p.years_experience ? `${p.years_experience} (${yearSpan(p.first_year, p.last_year)})` : yearSpan(p.first_year, p.last_year) },
          { label: "Draft", value: draft },
          { label: "Years Pro", value: pro },
          { label: "All-Star Selections", value: formatCount(p.all_star_selections) },
          { label: "MVP Awards", value: formatCount(p.mvp_awards) },
          { label: "Championships", value: formatCount(p.championships.length) },
          { label: "Other Sports", value: p.other_sports.map((s) => s.name).join(", ") },
        ]}
      />
      <TitlesAndAwards championships={p.championships} awards={p.awards} scrollAwards />
    </div>
  );
}

/** Player detail: Personal Information, Career Information, Career Statistics (open by default). */
export default function PlayerDetailPage() {
  const { id = "" } = useParams();
  const player = usePlayer(id);
  const [open, toggle] = useOpenSection("stats");
  useDocumentTitle(player.data ? player.data.display_name : player.isError ? "Player Not Found" : "Player Details");

  if (player.isPending && id) return <Spinner label="Loading player…" className="py-32" />;
  if (!id || player.isError || !player.data) {
    return <PersonNotFound title="Player Not Found" sentence="We couldn't find details for this player." error={player.error} back="/players" backLabel="Back to Players" />;
  }
  const p = player.data;
  const team = teamLabel(p.current_team);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <Breadcrumb items={[{ label: "All Players", to: "/players" }, { label: p.display_name }]} />
      <header className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-secondary-900 sm:text-4xl">{p.display_name}</h1>
          <p className="mt-2 text-secondary-700">
            {[p.primary_position_name ?? p.primary_position, team.name, p.sport?.name, p.level?.name].filter(Boolean).join(" · ")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={p.is_active ? "success" : "secondary"}>{statusLabel(p)}</Badge>
          {p.hall_of_fame && <Badge tone="accent">Hall of Fame</Badge>}
          {p.championships.length > 0 && <Badge tone="primary">{p.championships.length}× Champion</Badge>}
        </div>
      </header>

      <div className="mt-6 space-y-4">
        <AccordionSection title="Personal Information" open={open === "personal"} onToggle={() => toggle("personal")}>
          <PersonalInformation p={p} />
        </AccordionSection>
        <AccordionSection title="Career Information" open={open === "career"} onToggle={() => toggle("career")}>
          <CareerInformation p={p} />
        </AccordionSection>
        <AccordionSection title="Career Statistics" open={open === "stats"} onToggle={() => toggle("stats")}>
          <CareerStatsSection player={p} />
        </AccordionSection>
      </div>
      {/* The finders hold the professional leagues' player seasons, and game lines for hockey and football. */}
      {p.level?.slug === "professional" && p.sport?.slug && (
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to={`/finders?${new URLSearchParams({ sport__slug: p.sport.slug, player: p.slug }).toString()}`} className="font-semibold text-primary-800 hover:underline">
            This player&apos;s seasons in the finders
          </Link>
          {(p.sport.slug === "hockey" || p.sport.slug === "football") && (
            <Link
              to={`/finders?${new URLSearchParams({ tab: "player-games", sport__slug: p.sport.slug, player: p.slug }).toString()}`}
              className="font-semibold text-primary-800 hover:underline"
            >
              This player&apos;s games in the finders
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
