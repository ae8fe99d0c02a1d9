/** `npm run build`: the Remix build and the Worker bundle the local server runs (build/worker). */
import { buildApp } from "./stack";

await buildApp();
