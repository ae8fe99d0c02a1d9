import { redirect } from "@remix-run/cloudflare";

/** Unknown paths go to the landing page (which sends signed-in people on). */
export const loader = () => redirect("/");
export const action = () => redirect("/");
