import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
      // The spec's second addresses: the same route module under another URL, declared once here.
      routes: (defineRoutes) => {
        const aliases = defineRoutes((route) => {
          route("presencial/alumno/:code", "routes/presencial-alumno.$code.tsx", { id: "alias/presencial/alumno" });
          route("evaluacion/informe/:sessionId", "routes/_app.presencial.$id.informe.tsx", { id: "alias/evaluacion/informe" });
          route("esquemas/escenario-v1.json", "routes/esquemas.escenario-v2[.]json.ts", { id: "alias/esquemas/escenario-v1" });
        });
        // The report is a page of the signed-in layout, as its first address is.
        aliases["alias/evaluacion/informe"].parentId = "routes/_app";
        return aliases;
      },
    }),
    tsconfigPaths(),
  ],
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
  build: {
    minify: true,
    // zod validates some forms in the browser (the studio's preview console): in a chunk of its own,
    // so that it never rides in a chunk every page loads.
    // The server's `.wasm` import is left to wrangler, which bundles the file as a compiled
    // WebAssembly module (app/server/argon2.server.ts): vite cannot load one.
    rollupOptions: isSsrBuild
      ? { external: ["@phi-ag/argon2/argon2.wasm"] }
      : { output: { manualChunks: (id: string) => (id.includes("/node_modules/zod/") ? "zod" : undefined) } },
  },
}));
