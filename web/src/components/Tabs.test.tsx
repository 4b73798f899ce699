import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/test-utils";
import { TabPanel, Tabs, useTabState, type TabItem } from "./Tabs";

const TABS: TabItem<"overview" | "roster" | "stats" | "schedule">[] = [
  { id: "overview", label: "Overview" },
  { id: "roster", label: "Roster" },
  { id: "stats", label: "Stats", disabled: true },
  { id: "schedule", label: "Schedule" },
];

function TeamTabs() {
  const [tab, setTab] = useTabState(TABS, "overview");
  return (
    <>
      <Tabs label="Team sections" idPrefix="team" tabs={TABS} value={tab} onChange={setTab} />
      {TABS.map((t) => (
        <TabPanel key={t.id} idPrefix="team" id={t.id} value={tab}>
          {t.label} panel
        </TabPanel>
      ))}
    </>
  );
}

describe("Tabs", () => {
  it("marks the selected tab and links it to its panel", () => {
    renderWithProviders(<TeamTabs />);
    const list = screen.getByRole("tablist", { name: "Team sections" });
    expect(list).toBeInTheDocument();
    const overview = screen.getByRole("tab", { name: "Overview" });
    expect(overview).toHaveAttribute("aria-selected", "true");
    expect(overview).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tab", { name: "Roster" })).toHaveAttribute("tabindex", "-1");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", overview.id);
    expect(overview).toHaveAttribute("aria-controls", panel.id);
  });

  it("moves with the arrow keys, skipping disabled tabs, and writes the tab to the URL", async () => {
    const { router } = renderWithProviders(<TeamTabs />, { path: "/teams/bears", routePath: "/teams/:slug" });
    const overview = screen.getByRole("tab", { name: "Overview" });
    overview.focus();
    await act(async () => fireEvent.keyDown(overview, { key: "ArrowRight" }));
    expect(screen.getByRole("tab", { name: "Roster" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Roster" })).toHaveFocus();
    expect(router.state.location.search).toBe("?tab=roster");

    await act(async () => fireEvent.keyDown(screen.getByRole("tab", { name: "Roster" }), { key: "ArrowRight" }));
    expect(screen.getByRole("tab", { name: "Schedule" })).toHaveAttribute("aria-selected", "true");
    await act(async () => fireEvent.keyDown(screen.getByRole("tab", { name: "Schedule" }), { key: "ArrowRight" }));
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.search).toBe("");
    await act(async () => fireEvent.keyDown(screen.getByRole("tab", { name: "Overview" }), { key: "End" }));
    expect(screen.getByText("Schedule panel")).toBeInTheDocument();
  });

  it("opens the tab named in the URL, and the default for an unknown or disabled one", () => {
    renderWithProviders(<TeamTabs />, { path: "/x?tab=schedule" });
    expect(screen.getByText("Schedule panel")).toBeInTheDocument();
  });

  it.each(["/x?tab=stats", "/x?tab=nope"])("falls back to the default at %s", (path) => {
    renderWithProviders(<TeamTabs />, { path });
    expect(screen.getByText("Overview panel")).toBeInTheDocument();
  });
});
