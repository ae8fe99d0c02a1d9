/** A signed-in browser's form POST to the local stack, as the console sends it (same-origin, no redirect followed). */
export const formPoster = (base: string, cookie: string) => (path: string, data: Record<string, string>) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(data),
    redirect: "manual",
  });
