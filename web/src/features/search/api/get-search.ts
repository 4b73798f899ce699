/** GET /api/search lives in lib/search.ts: the header search and the pickers of other screens share it. */
export * from "@/lib/search";
