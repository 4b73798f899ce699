import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { useUrlSort as useSortState } from "./use-sort";

function setup(path: string) {
  let result: { sort: ReturnType<typeof useSortState>; search: string } | undefined;
  function Probe() {
    const sort = useSortState("win_percentage", ["win_percentage", "points_for"]);
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
});
