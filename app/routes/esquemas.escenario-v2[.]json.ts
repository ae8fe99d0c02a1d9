import { scenarioJsonSchema } from "../scenario-format/files";

/** The scenario file format's JSON Schema, at a stable address (SCENARIO_SCHEMA_PATH): public, like any published format. */
export function loader() {
  return new Response(`${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`, {
    headers: { "Content-Type": "application/schema+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
