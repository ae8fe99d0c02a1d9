/**
 * The front of the local server: the port people reach. It hands each request and WebSocket to
 * the Worker's runtime on a loopback port, with the client's address taken from the connection
 * (`CF-Connecting-IP`, as Cloudflare sets it in production), so that a header a client writes never
 * changes a limit. Behind a proxy the deployment trusts (TRUSTED_PROXY), the address that proxy
 * appended to `X-Forwarded-For` is used instead. Miniflare's control headers (`MF-*`) are dropped.
 */
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from "node:http";
import { statfs } from "node:fs/promises";
import { connect, isIPv4, type Socket } from "node:net";

/** Beside a bundled Worker (bundleWorker in scripts/stack.ts): its bindings as Miniflare options, read by scripts/serve.ts. */
export const WORKER_OPTIONS_FILE = "miniflare-options.json";

/** Bodies up to this size (forms) are held whole before they go to the runtime, so that a reset connection can be retried. */
const HELD_BODY_BYTES = 64 * 1024;

/** Open connections at once: a classroom's screens and bursts fit many times over; a flood does not exhaust the process. */
export const FRONT_MAX_CONNECTIONS = 4_000;

const UNAVAILABLE = "El servidor se está reiniciando. Vuelve a intentarlo en unos segundos.";
/** Marks the front's own 503 while the runtime is down, so that a health check never takes it for the application's. */
export const FRONT_RESTARTING_HEADER = "X-Simped-Reiniciando";

/** The address a request comes from, IPv4-mapped IPv6 written as IPv4. */
export function connectionAddress(socket: Pick<Socket, "remoteAddress">): string {
  const address = socket.remoteAddress ?? "";
  return address.startsWith("::ffff:") && isIPv4(address.slice(7)) ? address.slice(7) : address || "desconocida";
}

/**
 * Who the client is: the connection's address, or, when the connection comes from the trusted
 * proxy, the last address it appended to X-Forwarded-For (the earlier ones are the client's to write).
 */
export function clientAddressOf(connection: string, forwardedFor: string | string[] | undefined, trustedProxy: string | undefined): string {
  if (!trustedProxy || connection !== trustedProxy || !forwardedFor) return connection;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? connection;
}

/** The headers the runtime receives: the client's own `CF-Connecting-IP` and `MF-*` never pass. */
export function upstreamHeaders(headers: IncomingMessage["headers"], client: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase(); // Node writes them so already; a caller might not
    if (value === undefined || lower === "cf-connecting-ip" || lower.startsWith("mf-")) continue;
    out[name] = value;
  }
  out["cf-connecting-ip"] = client;
  return out;
}

/**
 * Whether a disk the product writes to is full: less than 5 % of it, and less than 64 MiB, free
 * (a small disk is not "full" at 60 MiB; a large one is at 64 MiB). Null when all have room.
 */
export async function diskProblem(paths: string[]): Promise<string | null> {
  for (const path of paths) {
    const disk = await statfs(path);
    const free = disk.bavail * disk.bsize;
    if (free < Math.min(64 * 1024 * 1024, 0.05 * disk.blocks * disk.bsize)) {
      return `disco: sin espacio libre en ${path} (quedan ${(free / 1024 / 1024).toFixed(1).replace(".", ",")} MiB)`;
    }
  }
  return null;
}

type FrontOptions = {
  upstreamPort: number;
  trustedProxy?: string;
  onUpstreamDown: () => void;
  log?: (line: string) => void;
  /** Folders whose disk /healthz watches (the runtime cannot see the machine's disks). */
  disks?: string[];
};

export function createFront({ upstreamPort, trustedProxy, onUpstreamDown, log, disks = [] }: FrontOptions) {
  // Kept-alive connections to the runtime, bounded: a burst queues here instead of opening thousands.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 });
  const clientOf = (req: IncomingMessage) => clientAddressOf(connectionAddress(req.socket), req.headers["x-forwarded-for"], trustedProxy);

  const unavailable = (res: ServerResponse) => {
    if (res.headersSent) return void res.destroy();
    res.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "5",
      "Cache-Control": "no-store",
      [FRONT_RESTARTING_HEADER]: "1",
    });
    res.end(UNAVAILABLE);
  };
  const upstreamFailed = (error: NodeJS.ErrnoException) => {
    // The runtime no longer listens: the process ends so that the supervisor starts it again at once.
    if (error.code === "ECONNREFUSED") onUpstreamDown();
  };

  /**
   * One request to the runtime. A kept-alive connection the runtime closed meanwhile (it does so
   * after answering without reading a body) resets at once: a request whose body is held here is
   * sent again on a new connection, as Node's documentation advises; a large body streams on a
   * connection of its own, never a reused one.
   */
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer | null, retried = false) => {
    const started = Date.now();
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: upstreamHeaders(req.headers, clientOf(req)),
        agent: body ? agent : false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
        answer.on("error", () => res.destroy());
        if (log) res.on("finish", () => log(`${req.method} ${req.url} ${answer.statusCode} (${Date.now() - started} ms)`));
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (body && !retried && upstream.reusedSocket && error.code === "ECONNRESET" && !res.headersSent) {
        return forward(req, res, body, true);
      }
      upstreamFailed(error);
      unavailable(res);
    });
    // A client that goes away releases the runtime's side too (no half-open sockets left behind).
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (body) upstream.end(body);
    else req.pipe(upstream);
  };

  const server = createServer(async (req, res) => {
    if (req.url?.split("?")[0] === "/healthz" && disks.length) {
      const full = await diskProblem(disks).catch((error: Error) => `disco: ${error.message}`);
      if (full) {
        res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        return void res.end(full);
      }
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (req.headers["transfer-encoding"] || !(declared <= HELD_BODY_BYTES)) return forward(req, res, null);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(req, res, Buffer.concat(chunks)));
    req.on("error", () => res.destroy());
  });

  server.on("upgrade", (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = connect(upstreamPort, "127.0.0.1");
    const headers = upstreamHeaders(req.headers, clientOf(req));
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) for (const v of [value].flat()) lines.push(`${name}: ${v}`);
    upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", close).on("close", close);
    upstream.on("error", (error) => {
      upstreamFailed(error);
      close();
    });
    upstream.on("close", close);
  });

  server.maxConnections = FRONT_MAX_CONNECTIONS;
  // Idle keep-alive clients are let go; a request has a minute to arrive whole.
  server.keepAliveTimeout = 10_000;
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.on("clientError", (_error, socket) => socket.destroy());
  return { server, close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()), agent.destroy())) };
}
