import { apiUrlsSeen } from "./pwa";

const entry = (name: string, initiatorType = "fetch") => ({ name, initiatorType }) as unknown as PerformanceEntry;

describe("apiUrlsSeen", () => {
  const origin = "http://nba.localhost:8080";
  it("keeps the page's own GET /api answers once, without exports, POST-only routes, admin answers or other origins", () => {
    const urls = apiUrlsSeen(
      [
        entry(`${origin}/api/teams/boston-celtics`),
        entry(`${origin}/api/teams/boston-celtics`),
        entry(`${origin}/api/games?page_size=5&sport__slug=basketball`, "xmlhttprequest"),
        entry(`${origin}/api/v1/analytics/export/team_stats/?format=csv`),
        entry(`${origin}/api/v1/analytics/analytics/predict_game/`),
        entry(`${origin}/api/admin/audit/?page=1&page_size=25`),
        entry(`${origin}/api/v1/ingest/games/`),
        entry(`${origin}/assets/index-abc.js`, "script"),
        entry(`${origin}/assets/data.json`),
        entry(`http://localhost:8080/api/teams`),
        entry("not a url"),
      ],
      origin,
    );
    expect(urls).toEqual(["/api/teams/boston-celtics", "/api/games?page_size=5&sport__slug=basketball"]);
  });

  it("asks for at most 60", () => {
    const many = Array.from({ length: 100 }, (_, i) => entry(`${origin}/api/games/${i}`));
    expect(apiUrlsSeen(many, origin)).toHaveLength(60);
  });
});
