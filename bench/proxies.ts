/** Proxies between the Worker and sqld, for the benchmark and the round-trip test. */
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { freePort } from "../scripts/stack";

/**
 * A TCP proxy on 127.0.0.1 that holds every chunk for `delayMs` in each direction, in order: the
 * Worker talks to sqld through it as it would to a database a round trip of 2 × delayMs away.
 */
export async function delayProxy(target: string, delayMs: number) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const later = (run: () => void) => (delayMs > 0 ? setTimeout(run, delayMs) : run());
  const pipeDelayed = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => later(() => to.writable && to.write(chunk)));
    from.on("end", () => later(() => to.end()));
    from.on("error", () => to.destroy());
    from.on("close", () => later(() => to.destroy()));
  };
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    pipeDelayed(client, upstream);
    pipeDelayed(upstream, client);
  });
  const listenPort = await freePort();
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback proxy in front of sqld that counts HTTP requests (one per libSQL round trip). */
/** A trip of the outbox's delivery (its SQL as the libSQL HTTP protocol carries it, quotes escaped). */
const isMailDelivery = (body: string) => /from \\"outbox\\"|update \\"outbox\\"/.test(body);

export async function countingProxy(target: string) {
  const url = new URL(target);
  let count = 0;
  let mail = 0;
  const server = createHttpServer((req, res) => {
    const body: Buffer[] = [];
    req.on("data", (chunk: Buffer) => body.push(chunk));
    req.on("end", () => {
      if (isMailDelivery(Buffer.concat(body).toString())) mail++;
      else count++;
    });
    const upstream = httpRequest(
      { host: url.hostname, port: url.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Round trips since the last call, leaving out the mail's delivery (`takeMail`). */
    take: () => {
      const n = count;
      count = 0;
      return n;
    },
    /**
     * Round trips of the outbox's delivery since the last call: reading the queued mail and marking
     * it sent. They mostly run after the answer has gone (`deliverMailLater`), so that they may land
     * in the next request's count; they are told apart by their SQL instead.
     */
    takeMail: () => {
      const n = mail;
      mail = 0;
      return n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
