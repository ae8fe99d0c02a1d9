import { foldText } from "./roles";

type SearchableAccount = { email: string; nombre: string; apellidos: string; rol: string; unidad: string; dni: string };

/** Admin search: every word of the query must appear in one of the fields, ignoring case and accents. */
export function matchesSearch(account: SearchableAccount, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText([account.email, account.nombre, account.apellidos, account.rol, account.unidad, account.dni].join(" "));
  return words.every((word) => haystack.includes(word));
}

export const ADMIN_SEARCH_DEBOUNCE_MS = 250;
