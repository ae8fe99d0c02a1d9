/** Units offered at registration; the profile uses the same list (docs/decisions/0004). */
export const UNITS = ["Farmacia", "UCI", "Urgencias"] as const;
export type Unit = (typeof UNITS)[number];
