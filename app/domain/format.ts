const numberFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 3 });

/** A number as Spanish readers write it: decimal comma (0,01), no grouping surprises in doses. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A stored reading as shown: a plain number in Spanish ('39.4' → '39,4'); anything else as written. */
export function formatReading(value: string): string {
  return /^-?\d+(?:\.\d+)?$/.test(value.trim()) ? formatNumber(Number(value)) : value;
}

const pluralRules = new Intl.PluralRules("es-ES");

/** The word for a count, as Spanish agrees it ('1 pista usada', '2 pistas usadas', 'queda 1', 'quedan 2'). */
export function plural(count: number, forms: { one: string; other: string }): string {
  return pluralRules.select(count) === "one" ? forms.one : forms.other;
}

/** The hospital's time zone when the deployment names none (TIME_ZONE). */
export const DEFAULT_TIME_ZONE = "Europe/Madrid";

/** Whether a name is an IANA time zone this runtime knows ("Europe/Madrid", "Atlantic/Canary"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("es-ES", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored instant as a date and time a Spanish spreadsheet reads as such ("01/10/2026 12:50"):
 * day/month/year and 24-hour time in the hospital's zone, so the file says what the app says.
 */
export function spreadsheetDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")} ${part("hour")}:${part("minute")}`;
}
