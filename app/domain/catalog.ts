import { compareScenarios } from "./attempts";
import { foldText } from "./roles";
import { LEVELS, SCENARIO_STATUS } from "./vocabulary";

export type CatalogScenario = {
  id: number;
  title: string;
  summary: string;
  level: string;
  mode: string[];
  status: string;
  estimatedMinutes: number | null;
  maxAttempts: number;
  /** The score (%) that passes (with no critical question failed). */
  passMark: number;
  categories: string[];
  /** Archived in the studio: kept for the records, offered to nobody. */
  archived: boolean;
};

export type CatalogFilters = { q: string; level: string; mode: string; category: string };

/** Reads the list's filters from the address; mode defaults to online. */
export function readFilters(params: URLSearchParams): CatalogFilters {
  const pick = (key: string, allowed?: readonly string[]) => {
    const value = (params.get(key) ?? "").slice(0, 100);
    return allowed && !allowed.includes(value) ? "" : value;
  };
  return {
    q: pick("q"),
    level: pick("level", ["", ...LEVELS.map((l) => l.value)]),
    mode: pick("mode", ["online", "presencial"]) || "online",
    category: pick("category"),
  };
}

/** Search over title or summary (case and accent-insensitive), filters, then status order and Spanish collation. */
export function filterCatalog(list: CatalogScenario[], filters: CatalogFilters): CatalogScenario[] {
  const words = foldText(filters.q).split(/\s+/).filter(Boolean);
  return list
    .filter((s) => !s.archived)
    .filter((s) => words.every((word) => foldText(`${s.title} ${s.summary}`).includes(word)))
    .filter((s) => !filters.level || s.level === filters.level)
    .filter((s) => !filters.mode || s.mode.includes(filters.mode))
    .filter((s) => !filters.category || s.categories.includes(filters.category))
    .sort(compareScenarios);
}

type StatusTone = "green" | "yellow" | "grey" | "neutral";

/** Disponible green, 'en proceso' yellow, 'sin iniciar' dimmed and not clickable, anything else neutral and clickable. */
export function statusTone(status: string): StatusTone {
  if (status === SCENARIO_STATUS.available) return "green";
  if (status === SCENARIO_STATUS.inProgress) return "yellow";
  if (status === SCENARIO_STATUS.notStarted) return "grey";
  return "neutral";
}

export const isClickable = (status: string) => statusTone(status) !== "grey";

export const ROLE_COUNTDOWN_SECONDS = 5;
