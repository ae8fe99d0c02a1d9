/**
 * After a console command that answered with the whole console, the page (console and layout) has
 * all it needs: no second request. Anything else revalidates as Remix would.
 */
export function shouldRevalidateConsole({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  const answered =
    typeof actionResult === "object" &&
    actionResult !== null &&
    "console" in actionResult &&
    (actionResult as { console: unknown }).console !== null;
  return answered ? false : defaultShouldRevalidate;
}
