import { expect, test, type Browser, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import { E2E_ADMIN, expectAccessible, linkIn, logIn, newPerson, seedAccount, waitForMail } from "./support";

async function fillRegistration(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto("/registro");
  await page.getByLabel("Nombre", { exact: true }).fill(person.nombre);
  await page.getByLabel("Apellidos").fill(person.apellidos);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(person.password);
  await page.getByLabel("Repite la contraseña").fill(person.password);
  await page.getByLabel("DNI").fill(person.dni.toLowerCase());
  await page.getByRole("group", { name: "Rol" }).getByLabel("Enfermería").check();
  await page.getByRole("group", { name: "Unidad" }).getByLabel("Urgencias").check();
  await page.getByRole("group", { name: "Áreas de interés" }).getByLabel("Sepsis y shock").check();
}

async function approveAsAdmin(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  const pending = page.getByRole("table", { name: "Solicitudes pendientes" });
  const row = pending.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(row).toContainText("Email verificado");
  await row.getByRole("button", { name: "Aprobar" }).click();
  await expect(page.getByRole("status")).toHaveText("Usuario aprobado y notificado ✔");
  const approvedRow = page
    .getByRole("table", { name: "Usuarios aprobados" })
    .getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
  await expect(approvedRow).toContainText("Notificado");
  await context.close();
}

test.describe("registration to dashboard", () => {
  test("with JavaScript", async ({ page, browser }) => {
    const person = newPerson();
    await fillRegistration(page, person);
    const submit = page.getByRole("button", { name: "Crear cuenta" });
    await page.getByLabel("Repite la contraseña").fill("otra-distinta");
    // Never disabled: the mismatch is said when the form is sent (issue 28).
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Las contraseñas no coinciden." })).toBeVisible();
    await page.getByLabel("Repite la contraseña").fill(person.password);
    await submit.click();
    await page.waitForURL("**/pendiente?reason=email");
    await expect(page.getByText("Pendiente de verificar.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ir al panel" })).toBeDisabled();

    const confirm = await waitForMail(person.email, /Confirma tu email/);
    await page.goto(linkIn(confirm));
    await page.waitForURL("**/pendiente");
    await expect(page.getByText("Email verificado.")).toBeVisible();
    await expect(page.getByText("Pendiente de aprobación por un administrador.")).toBeVisible();
    // The administrators hear of it once the address is confirmed, without the DNI.
    const admins = await waitForMail(E2E_ADMIN.email, /Nueva solicitud de acceso/, person.email);
    expect(admins.text).not.toContain(person.dni);

    await approveAsAdmin(browser, person.email);
    const approved = await waitForMail(person.email, /aprobada/);
    expect(linkIn(approved)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The pending screen polls and moves on by itself.
    await page.waitForURL("**/dashboard", { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: `Hola, ${person.nombre}` })).toBeVisible();

    // A used link gets a clear page with a way to ask for a new one.
    await page.goto(linkIn(confirm));
    await expect(page.getByRole("heading", { name: "El enlace no es válido" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enviar un enlace nuevo" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("registers, confirms, is approved and enters", async ({ page, browser }) => {
      await page.goto("/registro");
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByRole("alert")).toContainText("El nombre es obligatorio.");

      const person = newPerson();
      await fillRegistration(page, person);
      // Keep the success page's HTML: it shows its message, then a meta refresh moves on after 0.8 s.
      let html = "";
      await page.route("**/registro", async (route) => {
        const response = await route.fetch();
        if (route.request().method() === "POST") html = await response.text();
        await route.fulfill({ response });
      });
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await page.waitForURL("**/pendiente?reason=email");
      expect(html).toContain("Cuenta creada.");
      expect(html).toContain('content="0.8;url=/pendiente?reason=email"');
      await expect(page.getByText("Debes confirmar tu email antes de entrar.")).toBeVisible();

      const confirm = await waitForMail(person.email, /Confirma tu email/);
      await page.goto(linkIn(confirm));
      await page.waitForURL("**/pendiente");
      await expect(page.getByText("Email verificado.")).toBeVisible();

      await approveAsAdmin(browser, person.email);
      await page.getByRole("button", { name: "Comprobar ahora" }).click();
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { name: `Hola, ${person.nombre}` })).toBeVisible();
    });

    test("a duplicate DNI is refused with the spec's message", async ({ page }) => {
      const first = newPerson();
      await fillRegistration(page, first);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await page.waitForURL("**/pendiente?reason=email");
      await page.context().clearCookies();
      const second = { ...newPerson(), dni: first.dni };
      await fillRegistration(page, second);
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByRole("alert")).toContainText("Este DNI ya está registrado en otro perfil.");
      await expect(page.getByLabel("DNI")).toHaveAttribute("aria-invalid", "true");
    });
  });
});

test("login of an unconfirmed account lands on /pendiente?reason=email; resend sends a new link", async ({ page }) => {
  const person = newPerson();
  await fillRegistration(page, person);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.waitForURL("**/pendiente?reason=email");
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  await logIn(page, person.email, "contraseña-equivocada");
  await expect(page.getByRole("alert")).toHaveText("Email o contraseña incorrectos.");
  await logIn(page, person.email, person.password);
  await page.waitForURL("**/pendiente?reason=email");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reenviar verificación" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Te hemos reenviado" })).toBeVisible();
});

test("profile: saves, shows the confirmation and returns to the dashboard", async ({ page, browser }) => {
  const person = newPerson();
  await fillRegistration(page, person);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.waitForURL("**/pendiente?reason=email");
  await page.goto(linkIn(await waitForMail(person.email, /Confirma tu email/)));
  await approveAsAdmin(browser, person.email);
  await page.goto("/perfil");
  await expect(page.getByRole("heading", { name: "Mi perfil" })).toBeVisible();
  await expect(page.getByLabel("DNI")).toHaveValue(person.dni);
  await page.getByLabel("DNI").fill("12345678A");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("alert")).toContainText("La letra del DNI no corresponde a su número.");
  await page.getByLabel("DNI").fill(person.dni);
  await page.getByLabel("Nombre", { exact: true }).fill("Irene María");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  // The confirmation, beside the page's own «Cargando…» while it moves on to the dashboard.
  await expect(page.getByRole("status").filter({ hasText: "Guardado correctamente ✔" })).toBeVisible();
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("heading", { name: "Hola, Irene María" })).toBeVisible();
});

test("'Cerrar sesión' signs out every device", async ({ browser }) => {
  const person = newPerson();
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await fillRegistration(a, person);
  await a.getByRole("button", { name: "Crear cuenta" }).click();
  await a.waitForURL("**/pendiente?reason=email");
  await logIn(b, person.email, person.password);
  await b.waitForURL("**/pendiente?reason=email");
  await a.getByRole("button", { name: "Cerrar sesión" }).click();
  await a.waitForURL((url) => url.pathname === "/");
  await b.goto("/pendiente");
  await expect(b).toHaveURL((url) => url.pathname === "/");
  await first.close();
  await second.close();
});

test.describe("password recovery, from the landing's link to a new sign-in", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(javaScriptEnabled ? "with JavaScript" : "without JavaScript", async ({ browser }) => {
      const person = await seedAccount({ verified: true, approved: true });
      // A browser still signed in elsewhere loses its session when the password is reset.
      const elsewhere = await browser.newContext();
      const old = await elsewhere.newPage();
      await logIn(old, person.email, person.password);
      await old.waitForURL("**/dashboard");

      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/");
      await page.getByRole("link", { name: "¿Has olvidado tu contraseña?" }).click();
      await page.waitForURL("**/recuperar");
      // axe runs in the page: only where the page runs scripts.
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByLabel("Email").fill(person.email.toUpperCase());
      await page.getByRole("button", { name: "Enviar enlace" }).click();
      await expect(page.getByText("Si existe una cuenta con ese email, te hemos enviado un enlace.")).toBeVisible();
      const mail = await waitForMail(person.email, /Restablece tu contraseña/);
      await page.goto(linkIn(mail));
      await expect(page.getByRole("heading", { name: "Nueva contraseña" })).toBeVisible();
      if (javaScriptEnabled) await expectAccessible(page);
      await page.getByLabel("Nueva contraseña").fill("mi-clave-nueva");
      await page.getByLabel("Repite la contraseña").fill("otra-cosa");
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await expect(page.getByText("Las contraseñas no coinciden.").first()).toBeVisible();
      await page.getByLabel("Nueva contraseña").fill("mi-clave-nueva");
      await page.getByLabel("Repite la contraseña").fill("mi-clave-nueva");
      await page.getByRole("button", { name: "Guardar contraseña" }).click();
      await expect(
        page.getByText("Contraseña guardada. Has entrado con tu nueva contraseña y se han cerrado tus demás sesiones."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Ir al panel" }).click();
      await page.waitForURL("**/dashboard");

      // The link is spent; the old browser is out; the new password signs in, the old one does not.
      await page.goto(linkIn(mail));
      await expect(page.getByRole("heading", { name: "El enlace no es válido" })).toBeVisible();
      await old.goto("/dashboard");
      await old.waitForURL((url) => url.pathname === "/");
      await logIn(old, person.email, person.password);
      await expect(old.getByText("Email o contraseña incorrectos.").first()).toBeVisible();
      await logIn(old, person.email, "mi-clave-nueva");
      await old.waitForURL("**/dashboard");
      await Promise.all([context.close(), elsewhere.close()]);
    });
  }
});

for (const where of [
  { page: "/perfil", state: { verified: true, approved: true }, landing: "**/dashboard" },
  { page: "/pendiente", state: { verified: true, approved: false }, landing: "**/pendiente" },
]) {
  test(`'Mis datos' on ${where.page}: the CSV of one's own data downloads and parses; 'Solicitar la baja' asks first and then says it was received`, async ({
    page,
  }) => {
    const person = await seedAccount(where.state);
    await logIn(page, person.email, person.password);
    await page.waitForURL(where.landing);
    await page.goto(where.page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Descargar mis datos (CSV)" }).click(),
    ]);
    const rows: string[][] = parse(readFileSync((await download.path())!, "utf8"), { bom: true, delimiter: ";" });
    expect(rows[0][0]).toBe("Tipo");
    await page.getByText("Solicitar la baja…").click();
    await page.getByRole("button", { name: "Solicitar la baja" }).click();
    await expect(
      page.getByText("Hemos recibido tu solicitud de baja. Un administrador la confirmará; hasta entonces tu cuenta sigue activa."),
    ).toBeVisible();
    await expect(page.getByText(/^Solicitaste la baja el /)).toBeVisible();
    await expectAccessible(page);
  });
}

test("a confirmation link opened in another browser confirms the address and signs that browser in to nothing", async ({
  page,
  browser,
}) => {
  const person = newPerson();
  await fillRegistration(page, person);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await page.waitForURL("**/pendiente?reason=email");
  const link = linkIn(await waitForMail(person.email, /Confirma tu email/));
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Email confirmado" })).toBeVisible();
  await expectAccessible(other);
  await other.goto("/pendiente");
  await expect(other).toHaveURL((url) => url.pathname === "/");
  await elsewhere.close();
  await page.getByRole("button", { name: "Comprobar ahora" }).click();
  await expect(page.getByText("Email verificado.")).toBeVisible();
});
