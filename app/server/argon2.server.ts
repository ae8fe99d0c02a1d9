/**
 * argon2id by the reference C implementation (phc-winner-argon2) compiled to WebAssembly with SIMD:
 * the `argon2.wasm` that @phi-ag/argon2 ships, called through its own exports (decision 0031).
 *
 * Why a loader: Workers refuse WebAssembly compiled at run time from bytes (`WebAssembly.compile`
 * throws in workerd), so there the `.wasm` file is imported as a module, which wrangler bundles as
 * an already compiled `WebAssembly.Module` (vite.config.ts leaves that import to wrangler). Node
 * (vitest, the scripts, the benchmark, `remix vite:dev`) cannot import a `.wasm` file: there it is
 * read and compiled. `process.getBuiltinModule` rather than an `import "node:fs"`, so that the
 * Worker's bundle holds no Node import.
 *
 * Not the package's JavaScript wrapper: it passes a string's length in UTF-16 units as the length
 * of its UTF-8 bytes, so a password with «ñ» or an accent lost its last bytes. Here the password
 * is bytes, and its length is theirs.
 */

type Exports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  argon2_hash(
    t: number,
    m: number,
    p: number,
    password: number,
    passwordLength: number,
    salt: number,
    saltLength: number,
    hash: number,
    hashLength: number,
    encoded: number,
    encodedLength: number,
    type: number,
    version: number,
  ): number;
};

const ARGON2ID = 2;
const VERSION_13 = 0x13;

async function compiledModule(): Promise<WebAssembly.Module> {
  if (globalThis.navigator?.userAgent === "Cloudflare-Workers") return (await import("@phi-ag/argon2/argon2.wasm")).default;
  const node = globalThis.process?.getBuiltinModule;
  if (!node) throw new Error("argon2: neither workerd nor Node");
  const { readFileSync } = node("node:fs") as typeof import("node:fs");
  const { createRequire } = node("node:module") as typeof import("node:module");
  return new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve("@phi-ag/argon2/argon2.wasm")));
}

let loading: Promise<Exports> | undefined;

/**
 * One instance per isolate, its heap reused by every hash: a hash runs synchronously, so only one
 * hash's memory (m KiB, about 20 MiB) ever exists in the isolate, however many sign-ins arrive at once.
 */
function instance(): Promise<Exports> {
  if (!loading) {
    loading = compiledModule().then((module) => {
      const exports = new WebAssembly.Instance(module).exports as unknown as Exports;
      exports._initialize();
      return exports;
    });
    // A failed load is tried again by the next hash.
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** The raw argon2id tag (version 0x13) of `password` and `salt`, `length` bytes long. */
export async function argon2id(
  password: Uint8Array,
  salt: Uint8Array,
  params: { m: number; t: number; p: number },
  length = 32,
): Promise<Uint8Array> {
  const wasm = await instance();
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const passwordAt = wasm.malloc(Math.max(1, password.length));
  const saltAt = wasm.malloc(Math.max(1, salt.length));
  const hashAt = wasm.malloc(length);
  try {
    // free(0) does nothing: whatever was allocated is freed below.
    if (!passwordAt || !saltAt || !hashAt) throw new Error("argon2: out of memory");
    heap().set(password, passwordAt);
    heap().set(salt, saltAt);
    const status = wasm.argon2_hash(
      params.t,
      params.m,
      params.p,
      passwordAt,
      password.length,
      saltAt,
      salt.length,
      hashAt,
      length,
      0,
      0,
      ARGON2ID,
      VERSION_13,
    );
    if (status !== 0) throw new Error(`argon2: error ${status}`);
    return heap().slice(hashAt, hashAt + length);
  } finally {
    // The heap outlives the call: no password stays in it.
    if (passwordAt) heap().fill(0, passwordAt, passwordAt + password.length);
    wasm.free(passwordAt);
    wasm.free(saltAt);
    wasm.free(hashAt);
  }
}
