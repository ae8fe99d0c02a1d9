/**
 * The floor of the live stack, for `npm run bench` only: a bare partyserver room under the same
 * local server, with no database, no session and no validation. A POST's body is broadcast as
 * it is to every socket of the room, so that the product's fan-out can be read beside the least
 * this stack can do with the same message.
 */
import { routePartykitRequest, Server } from "partyserver";

export class Floor extends Server {
  static options = { hibernate: true };

  async onRequest(request: Request): Promise<Response> {
    this.broadcast(await request.text());
    return new Response(null, { status: 204 });
  }
}

export default {
  async fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
    return (await routePartykitRequest(request, env)) ?? new Response("Not Found", { status: 404 });
  },
};
