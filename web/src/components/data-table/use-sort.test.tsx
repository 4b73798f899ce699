import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlSort as useSortState } from "./use-sort";

function setup(path: string, defaultDir?: "asc" | "desc") {
  let result: { sort: ReturnType<typeof useSortState>; search: string } | undefined;
  function Probe() {
    const sort = useSortState("win_percentage", ["win_percentage", "points_for"], defaultDir);
    result = { sort, search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: "/", element: <Probe /> }], { initialEntries: [path] });
  renderHook(() => null, { wrapper: ({ children }: { children: ReactNode }) => <><RouterProvider router={router} />{children}</> });
  return () => result!;
}

describe("sort state in the URL", () => {
  it("default field descending writes nothing; same column flips; a new column starts descending", () => {
    const get = setup("/");
    expect(get().sort[0]).toEqual({ field: "win_percentage", dir: "desc" });
    act(() => get().sort[1]("win_percentage"));
    expect(get().search).toBe("?dir=asc");
    act(() => get().sort[1]("points_for"));
    expect(get().search).toBe("?sort=points_for");
    expect(get().sort[0]).toEqual({ field: "points_for", dir: "desc" });
  });

  it("an ascending default (a list in time order) writes nothing; descending is written", () => {
    const get = setup("/", "asc");
    expect(get().sort[0]).toEqual({ field: "win_percentage", dir: "asc" });
    act(() => get().sort[1]("win_percentage"));
    expect(get().search).toBe("?dir=desc");
    expect(get().sort[0]).toEqual({ field: "win_percentage", dir: "desc" });
    act(() => get().sort[1]("win_percentage"));
    expect(get().search).toBe("");
    act(() => get().sort[1]("points_for"));
    expect(get().search).toBe("?sort=points_for&dir=desc");
  });

  it("an unknown field or direction falls back to the defaults", () => {
    expect(setup("/?sort=nope&dir=up")().sort[0]).toEqual({ field: "win_percentage", dir: "desc" });
    expect(setup("/?dir=up", "asc")().sort[0]).toEqual({ field: "win_percentage", dir: "asc" });
  });
});
