import type { MetaFunction } from "@remix-run/cloudflare";
import { deviceAction, deviceLoader } from "~/presencial/device.server";
import { DefibrillatorError, DefibrillatorPage } from "~/presencial/defibrillator-page";

export const meta: MetaFunction = () => [{ title: "Desfibrilador · SimPed" }, { name: "robots", content: "noindex" }];
export const loader = deviceLoader;
export const action = deviceAction;
export default DefibrillatorPage;
export const ErrorBoundary = DefibrillatorError;
