// The Remix server build (build/server/index.js), aliased for wrangler in wrangler.toml.
declare module "remix-build" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}
