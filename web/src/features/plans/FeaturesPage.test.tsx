import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, routeFetch } from "@/testing/test-utils";

describe("Features and plans", () => {
  it("filters features by category in the URL and lists Free, Pro $9.99 and Enterprise", async () => {
    routeFetch({ "/api/config": {} });
    const { router } = renderApp("/features");
    await screen.findByRole("heading", { level: 1, name: "Features" }, { timeout: 15_000 });
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Standings" })).toHaveAttribute("href", "/standings");
    fireEvent.click(screen.getByRole("button", { name: "Analytics" }));
    expect(router.state.location.search).toBe("?category=analytics");
    expect(within(main).queryByRole("link", { name: "Standings" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Game predictions" })).toBeInTheDocument();
    expect(screen.getByText("$0")).toBeInTheDocument();
    expect(screen.getByText("$9.99")).toBeInTheDocument();
    expect(screen.getByText("Most Popular")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start Free Trial" })).toBeDisabled();
    expect(screen.getByText("Custom")).toBeInTheDocument();
  });

  it("shows each plan's API limits from the server, and Pro and Enterprise as available once keys are on", async () => {
    routeFetch({
      "/api/config": {},
      "/api/plans": {
        available: true,
        results: [
          { slug: "free", name: "Free", per_minute: 300, per_day: 20000 },
          { slug: "pro", name: "Pro", per_minute: 1200, per_day: 500000 },
          { slug: "enterprise", name: "Enterprise", per_minute: 6000, per_day: 5000000 },
        ],
      },
    });
    renderApp("/features");
    expect(await screen.findByText("500,000", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("1,200")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/account");
    expect(screen.queryByText("Coming soon")).not.toBeInTheDocument();
  });
});
