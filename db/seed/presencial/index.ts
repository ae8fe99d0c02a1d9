/**
 * In-person (presencial) scenario content, seeded idempotently by slug.
 * Add a scenario: create `<slug>.ts` default-exporting a `PresencialScenario` and list it here.
 */
import anafilaxiaAntibioticoIv from "./anafilaxia-antibiotico-iv";
import estatusEpileptico from "./estatus-epileptico";
import type { PresencialScenario } from "./schema";
import shockSepticoPediatrico from "./shock-septico-pediatrico";

export const presencialScenarios: PresencialScenario[] = [shockSepticoPediatrico, anafilaxiaAntibioticoIv, estatusEpileptico];

export { presencialScenarioSchema } from "./schema";
export type { PresencialScenario } from "./schema";
