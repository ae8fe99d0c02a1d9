import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { projectionLoader } from "~/presencial/projection.server";
import { ProjectionError, ProjectionPage } from "~/presencial/projection-page";

export const meta: MetaFunction = () => [{ title: "Pantalla de alumnos · SimPed" }, { name: "robots", content: "noindex" }];
export const loader = (args: LoaderFunctionArgs) => projectionLoader(args);
export default ProjectionPage;
export const ErrorBoundary = ProjectionError;
