import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { reportLoader } from "~/server/report.server";
import { ReportError, ReportPage } from "~/ui/report";

export const meta: MetaFunction = () => [{ title: "Informe de la sesión · SimPed" }];
export const loader = (args: LoaderFunctionArgs) => reportLoader(args);
export default ReportPage;
export const ErrorBoundary = ReportError;
