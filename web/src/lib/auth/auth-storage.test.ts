import { describe, expect, it } from "vitest";
import { parseUser } from "./auth-storage";

describe("parseUser", () => {
  it("keeps a user as the accounts API sends it", () => {
    const u = { id: 7, email: "op@example.com", firstName: "Olive", lastName: "Op", isVerified: true, role: "operator" };
    expect(parseUser(u)).toEqual(u);
  });

  it.each([
    ["an unknown role", { email: "a@example.com", role: "root" }],
    ["no role", { email: "a@example.com" }],
  ])("grants the least role for %s", (_, raw) => {
    expect(parseUser(raw)).toMatchObject({ id: 0, email: "a@example.com", role: "user", isVerified: false });
  });

  it("is null without an e-mail", () => {
    expect(parseUser({ id: 1, firstName: "X" })).toBeNull();
  });
});
