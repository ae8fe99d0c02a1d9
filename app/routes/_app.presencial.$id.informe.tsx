import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { reportLoader } from "~/presencial/report.server";
import { debriefAction } from "~/presencial/debrief.server";
import { ReportError, ReportPage } from "~/presencial/report-view";

export const meta: MetaFunction = () => [{ title: "Informe de la sesión · SimPed" }];
export const loader = (args: LoaderFunctionArgs) => reportLoader(args);
export const action = debriefAction;
export default ReportPage;
export const ErrorBoundary = ReportError;
