/** A trivial route of the same Worker: liveness checks, and the baseline of the page benchmarks. */
export const loader = () => new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
