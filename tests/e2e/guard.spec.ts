import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectAccessible, logIn, seedAccount } from "./support";

type Kind = "none" | "unconfirmed" | "unapproved" | "approved" | "admin";

// Where each kind of visitor ends up when opening each route of the accounts document.
const landing: Record<string, Record<Kind, string>> = {
  "/": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/dashboard" },
  "/registro": { none: "/registro", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/dashboard" },
  "/pendiente": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/dashboard" },
  "/perfil": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/perfil", admin: "/perfil" },
  "/admin": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/admin" },
  "/admin/auditoria": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/admin/auditoria" },
  "/admin/escenarios": {
    none: "/",
    unconfirmed: "/pendiente",
    unapproved: "/pendiente",
    approved: "/dashboard",
    admin: "/admin/escenarios",
  },
  // Recovering a password is open to anyone, signed in or not (a forgotten password of another account, say).
  "/recuperar": { none: "/recuperar", unconfirmed: "/recuperar", unapproved: "/recuperar", approved: "/recuperar", admin: "/recuperar" },
  "/restablecer?token=caducado-o-inventado-xxxxxxxx": {
    none: "/restablecer",
    unconfirmed: "/restablecer",
    unapproved: "/restablecer",
    approved: "/restablecer",
    admin: "/restablecer",
  },
  "/dashboard": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/dashboard" },
  "/simulacion": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/simulacion", admin: "/simulacion" },
  "/evaluacion": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/evaluacion", admin: "/evaluacion" },
  "/no-existe/en-absoluto": { none: "/", unconfirmed: "/pendiente", unapproved: "/pendiente", approved: "/dashboard", admin: "/dashboard" },
};

const states = {
  unconfirmed: { verified: false, approved: false },
  unapproved: { verified: true, approved: false },
  approved: { verified: true, approved: true },
} as const;

for (const kind of ["none", "unconfirmed", "unapproved", "approved", "admin"] as Kind[]) {
  test(`where a visitor (${kind}) lands on every route`, async ({ page }) => {
    if (kind === "admin") await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    else if (kind !== "none") {
      const account = await seedAccount(states[kind]);
      await logIn(page, account.email, account.password);
    }
    if (kind !== "none") await page.waitForURL((url) => url.pathname !== "/");
    for (const [route, targets] of Object.entries(landing)) {
      await page.goto(route);
      expect(new URL(page.url()).pathname, `${kind} opening ${route}`).toBe(targets[kind]);
      await expectAccessible(page);
    }
  });
}

test("an admin who is not approved may still enter /admin, and nothing else", async ({ page }) => {
  const admin = await seedAccount({ verified: true, approved: false, isAdmin: true });
  await logIn(page, admin.email, admin.password);
  await page.waitForURL("**/pendiente");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administración" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/pendiente$/);
});

test("the mobile menu folds away on every route change", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto("/");
  const menu = page.locator("details").filter({ has: page.getByText("Menú", { exact: true }) });
  await menu.getByText("Menú", { exact: true }).click();
  await expect(menu).toHaveAttribute("open", "");
  await menu.getByRole("link", { name: "Registro" }).click();
  await page.waitForURL("**/registro");
  await expect(page.locator("details").filter({ has: page.getByText("Menú", { exact: true }) })).not.toHaveAttribute("open", "");
  await context.close();
});

test("the public header links every landing section the spec names, and each exists", async ({ page }) => {
  await page.goto("/registro");
  const header = page.getByRole("navigation", { name: "Principal" });
  // Spec 1, landing page: product, offers, project, team, supporters, how to participate.
  for (const [id, label] of [
    ["producto", "Producto"],
    ["ofertas", "Ofertas"],
    ["proyecto", "Proyecto"],
    ["equipo", "Equipo"],
    ["apoyos", "Apoyos"],
    ["como-participar", "Cómo participar"],
  ]) {
    await header.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/#${id}$`));
    await expect(page.locator(`section#${id}`)).toBeInViewport();
  }
  // No prize is claimed until a real one is named in app/content/landing.ts.
  await expect(page.getByText(/premio/i)).toHaveCount(0);
});
