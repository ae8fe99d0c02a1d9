// A `.wasm` file imported in the Worker: wrangler bundles it as a compiled module (app/server/argon2.server.ts).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
