import type { components } from "./schema";

/**
 * The API's answer types, named as the OpenAPI document names its schemas
 * (generated: src/lib/openapi/schema.d.ts). Describe an answer with these,
 * never by hand, so a change of the Go answer types shows in tsc.
 */
export type Schemas = components["schemas"];
