import { startAction, startLoader } from "~/online/start-page.server";
import { StartErrorBoundary, startMeta, StartPage } from "~/online/start-page";

export const meta = startMeta;
export const loader = startLoader;
export const action = startAction;
export const ErrorBoundary = StartErrorBoundary;
export default StartPage;
