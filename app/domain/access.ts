/** Where a visitor may go: the route guard of the accounts spec as one pure decision. */
export type Visitor = { verified: boolean; approved: boolean; isAdmin: boolean } | null;

/**
 * - public: landing and registration; signed-in people are sent on.
 * - pending: the access-status screen, for anyone signed in who cannot enter yet.
 * - approved: the private area (confirmed e-mail and approved account).
 * - admin: the admin panel; admins enter even unapproved.
 * - account: what is the person's own whatever the state of their account (their data, its download).
 */
export type Area = "public" | "pending" | "approved" | "admin" | "account";

function canEnterApp(visitor: NonNullable<Visitor>): boolean {
  return visitor.verified && visitor.approved;
}

/** The path to send the visitor to, or null when they may stay. */
export function redirectFor(visitor: Visitor, area: Area): string | null {
  if (!visitor) return area === "public" ? null : "/";
  const inside = canEnterApp(visitor);
  switch (area) {
    case "public":
    case "pending":
      return inside ? "/dashboard" : area === "public" ? "/pendiente" : null;
    case "approved":
      return inside ? null : "/pendiente";
    case "admin":
      if (visitor.isAdmin) return null;
      return inside ? "/dashboard" : "/pendiente";
    case "account":
      return null;
  }
}

export const ADMIN_ONLY_MESSAGE = "Acceso restringido: esta sección es solo para administradores.";

/** The landing's query parameter that remembers the page to return to after signing in. */
export const RETURN_PARAM = "volver";

/** A page to return to after signing in: a path of this site only, never another origin. */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || value.length > 500) return null;
  return value;
}

/** Where a visitor without a session goes from a private page: the landing, remembering that page. */
export function signInPath(url: URL): string {
  const here = url.pathname + url.search;
  return here === "/" ? "/" : `/?${RETURN_PARAM}=${encodeURIComponent(here)}`;
}
