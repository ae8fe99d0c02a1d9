const numberFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 3 });

/** A number as Spanish readers write it: decimal comma (0,01), no grouping surprises in doses. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A stored reading as shown: a plain number in Spanish ('39.4' → '39,4'); anything else as written. */
export function formatReading(value: string): string {
  return /^-?\d+(?:\.\d+)?$/.test(value.trim()) ? formatNumber(Number(value)) : value;
}
