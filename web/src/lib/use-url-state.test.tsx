import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlState, useUrlStateSetter } from "./use-url-state";

function Probe() {
  const [tab, setTab] = useUrlState("tab", "overview");
  const [sort, setSort] = useUrlState("sort", "name");
  const setMany = useUrlStateSetter({ tab: "overview" });
  return (
    <div>
      <p data-testid="tab">{tab}</p>
      <p data-testid="sort">{sort}</p>
      <button onClick={() => setTab("stats")}>stats</button>
      <button onClick={() => setTab("overview")}>overview</button>
      <button onClick={() => setSort("wins")}>wins</button>
      <button onClick={() => setMany({ tab: "roster", sort: null })}>many</button>
      <button
        onClick={() => {
          setTab("stats");
          setSort("wins");
        }}
      >
        both
      </button>
    </div>
  );
}

function setup(path: string) {
  const router = createMemoryRouter([{ path: "/teams/:slug", element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useUrlState", () => {
  it("reads the default when the parameter is absent", () => {
    setup("/teams/bears");
    expect(screen.getByTestId("tab")).toHaveTextContent("overview");
  });

  it("reads the value from the URL", () => {
    setup("/teams/bears?tab=roster&sort=wins");
    expect(screen.getByTestId("tab")).toHaveTextContent("roster");
    expect(screen.getByTestId("sort")).toHaveTextContent("wins");
  });

  it("writes the value, keeps other parameters and replaces the history entry", async () => {
    const router = setup("/teams/bears?sort=wins");
    const historyBefore = router.state.historyAction;
    await act(async () => fireEvent.click(screen.getByText("stats")));
    expect(router.state.location.search).toBe("?sort=wins&tab=stats");
    expect(router.state.historyAction).toBe("REPLACE");
    expect(historyBefore).toBe("POP");
    expect(screen.getByTestId("tab")).toHaveTextContent("stats");
  });

  it("removes the parameter when set back to the default", async () => {
    const router = setup("/teams/bears?tab=stats");
    await act(async () => fireEvent.click(screen.getByText("overview")));
    expect(router.state.location.search).toBe("");
  });

  it("keeps each of two writes made before the page renders the first", async () => {
    const router = setup("/teams/bears?q=x");
    await act(async () => fireEvent.click(screen.getByText("both")));
    expect(router.state.location.search).toBe("?q=x&tab=stats&sort=wins");
  });

  it("keeps a write made in a later event before the first one rendered", async () => {
    const router = setup("/teams/bears");
    // Both events before React renders the first write (as a slow page's transition can be).
    await act(async () => {
      fireEvent.click(screen.getByText("stats"));
      await new Promise((r) => setTimeout(r, 0));
      fireEvent.click(screen.getByText("wins"));
    });
    expect(router.state.location.search).toBe("?tab=stats&sort=wins");
  });

  it("sets several parameters at once", async () => {
    const router = setup("/teams/bears?sort=wins");
    await act(async () => fireEvent.click(screen.getByText("many")));
    expect(router.state.location.search).toBe("?tab=roster");
  });
});
