/**
 * A TCP proxy on 127.0.0.1 that holds every chunk for `delayMs` in each direction, in order: the
 * Worker talks to sqld through it as it would to a database a round trip of 2 × delayMs away.
 */
import { connect, createServer, type Socket } from "node:net";
import { freePort } from "../scripts/stack";

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
