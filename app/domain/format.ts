const numberFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 3 });

/** A number as Spanish readers write it: decimal comma (0,01), no grouping surprises in doses. */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
