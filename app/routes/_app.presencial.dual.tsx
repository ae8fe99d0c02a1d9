import { redirect } from "@remix-run/cloudflare";

export const loader = () => redirect("/presencial?flow=dual");
