import { runAction, runLoader } from "~/online/run-page.server";
import { RunErrorBoundary, runMeta, RunPage, shouldRevalidateRun } from "~/online/run-page";

export const meta = runMeta;
export const loader = runLoader;
export const action = runAction;
export const shouldRevalidate = shouldRevalidateRun;
export const ErrorBoundary = RunErrorBoundary;
export default RunPage;
