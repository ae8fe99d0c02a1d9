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
