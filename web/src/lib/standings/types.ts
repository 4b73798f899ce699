import type { Schemas } from "@/lib/openapi/types";

export type PlayoffPosition = "champion" | "playoffs" | "play-in" | "bubble" | "eliminated";

/** A standings row as GET /api/games/standings returns it (generated from the OpenAPI document). */
export type Standing = Schemas["Standing"];
