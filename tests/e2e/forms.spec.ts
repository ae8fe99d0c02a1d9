/**
 * Issue 28 §2 in Chromium, with and without JavaScript: sign-up and «Mi perfil» say every error at
 * once, next to its field and in a summary that takes the focus; the DNI's wrong letter is named as
 * such; what was typed comes back after a refusal (never the password); the button is never
 * disabled. Role and unit are an administrator's change, and the records keep those of the day of
 * each attempt. The administrators hear of a new request once its address is confirmed, without its DNI.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { outbox, profiles } from "../../db/schema";
import { DNI_LETTERS } from "../../app/domain/vocabulary";
import { createDb } from "../../app/server/db.server";
import {
  E2E_ADMIN,
  expectAccessible,
  linkIn,
  logIn,
  newPerson,
  scenarioIdBySlug,
  seedAccount,
  seedFinishedAttempts,
  waitForMail,
} from "./support";

const LETTER_MESSAGE = "La letra del DNI no corresponde a su número.";

/** The same number with another control letter: its shape is right, only the letter is wrong. */
function wrongLetter(dni: string) {
  const letter = dni.at(-1)!;
  return dni.slice(0, -1) + DNI_LETTERS[(DNI_LETTERS.indexOf(letter) + 1) % DNI_LETTERS.length];
}

/** A field marked invalid, whose description (aria-describedby) is its error. */
async function expectInvalid(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

/** The summary at the top of the form: focused, counting the errors, one link per error to its field. */
async function expectSummary(page: Page, messages: string[]) {
  const summary = page.getByRole("alert").filter({ hasText: /datos? que revisar/ });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByText(messages.length === 1 ? "Hay un dato que revisar:" : `Hay ${messages.length} datos que revisar:`),
  ).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(messages);
  return summary;
}

async function outboxKindsOf(email: string) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  const rows = await db
    .select({ kind: outbox.kind, to: outbox.to })
    .from(outbox)
    .innerJoin(profiles, eq(profiles.id, outbox.userId))
    .where(eq(profiles.email, email));
  db.$client.close();
  return rows.map((row) => `${row.kind} → ${row.to}`).sort();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("sign-up: every error at once beside its field, the DNI's letter named, what was typed kept; the notice waits for the confirmation", async ({
      page,
    }) => {
      const person = newPerson();
      const taken = await seedAccount({ verified: true, approved: true });
      await page.goto("/registro");
      const submit = page.getByRole("button", { name: "Crear cuenta" });
      await expect(submit).toBeEnabled();
      await page.getByLabel("Apellidos").fill(person.apellidos);
      await page.getByLabel("Email").fill("irene@");
      await page.getByLabel("Contraseña", { exact: true }).fill("corta");
      await page.getByLabel("Repite la contraseña").fill("otra");
      await page.getByLabel("DNI").fill(wrongLetter(person.dni));
      await page.getByRole("group", { name: "Unidad" }).getByLabel("UCI").check();
      await page.getByRole("group", { name: "Áreas de interés" }).getByLabel("Sepsis y shock").check();
      // Never disabled: what is missing is said when the form is sent.
      await expect(submit).toBeEnabled();
      await submit.click();

      const messages = [
        "El nombre es obligatorio.",
        "Introduce un email válido.",
        "La contraseña debe tener al menos 8 caracteres.",
        "Las contraseñas no coinciden.",
        LETTER_MESSAGE,
        "Selecciona tu rol.",
      ];
      const summary = await expectSummary(page, messages);
      await expectInvalid(page.getByLabel("Nombre", { exact: true }), messages[0]);
      await expectInvalid(page.getByLabel("Email"), messages[1]);
      await expectInvalid(page.getByLabel("Contraseña", { exact: true }), messages[2]);
      await expectInvalid(page.getByLabel("Repite la contraseña"), messages[3]);
      await expectInvalid(page.getByLabel("DNI"), LETTER_MESSAGE);
      await expectInvalid(page.getByRole("group", { name: "Rol" }), messages[5]);
      await expect(page.getByText("formato válido")).toHaveCount(0);
      // What was typed is still there (without JavaScript the server puts it back), never the password.
      await expect(page.getByLabel("Apellidos")).toHaveValue(person.apellidos);
      await expect(page.getByLabel("Email")).toHaveValue("irene@");
      await expect(page.getByLabel("DNI")).toHaveValue(wrongLetter(person.dni));
      await expect(page.getByRole("group", { name: "Unidad" }).getByLabel("UCI")).toBeChecked();
      await expect(page.getByRole("group", { name: "Áreas de interés" }).getByLabel("Sepsis y shock")).toBeChecked();
      if (!javaScriptEnabled) {
        await expect(page.getByLabel("Contraseña", { exact: true })).toHaveValue("");
        await expect(page.getByLabel("Repite la contraseña")).toHaveValue("");
      }
      // Each error links to its field.
      await expect(summary.getByRole("link", { name: LETTER_MESSAGE })).toHaveAttribute("href", "#f-dni");
      if (javaScriptEnabled) {
        await summary.getByRole("link", { name: LETTER_MESSAGE }).click();
        await expect(page.getByLabel("DNI")).toBeFocused();
        await expectAccessible(page);
      }

      // Fixed, but with an address that already has an account: the server's refusal keeps the rest.
      await page.getByLabel("Nombre", { exact: true }).fill(person.nombre);
      await page.getByLabel("Email").fill(taken.email);
      await page.getByLabel("Contraseña", { exact: true }).fill(person.password);
      await page.getByLabel("Repite la contraseña").fill(person.password);
      await page.getByLabel("DNI").fill(person.dni);
      await page.getByRole("group", { name: "Rol" }).getByLabel("Enfermería").check();
      await submit.click();
      await expectSummary(page, ["Ya existe una cuenta con ese email."]);
      await expectInvalid(page.getByLabel("Email"), "Ya existe una cuenta con ese email.");
      await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue(person.nombre);
      await expect(page.getByLabel("DNI")).toHaveValue(person.dni);
      await expect(page.getByRole("group", { name: "Rol" }).getByLabel("Enfermería")).toBeChecked();
      await expect(page.getByRole("group", { name: "Unidad" }).getByLabel("UCI")).toBeChecked();
      if (javaScriptEnabled) await expectAccessible(page);

      await page.getByLabel("Email").fill(person.email);
      await page.getByLabel("Contraseña", { exact: true }).fill(person.password);
      await page.getByLabel("Repite la contraseña").fill(person.password);
      await submit.click();
      await page.waitForURL("**/pendiente?reason=email");

      // The account is written with its mails in one transaction: only the person's own link so far.
      expect(await outboxKindsOf(person.email)).toEqual([`confirm → ${person.email}`]);
      await page.goto(linkIn(await waitForMail(person.email, /Confirma tu email/)));
      await expect(page.getByText("Email verificado.")).toBeVisible();
      expect(await outboxKindsOf(person.email)).toEqual([`confirm → ${person.email}`, `new_user → ${E2E_ADMIN.email}`]);
      // Delivered by the real SMTP relay, without the DNI.
      const notice = await waitForMail(E2E_ADMIN.email, /Nueva solicitud de acceso/, person.email);
      expect(notice.text).toContain("Rol: Enfermería");
      expect(notice.text).toContain("Unidad: UCI");
      expect(notice.text).not.toContain(person.dni);
      expect(notice.text).not.toMatch(/DNI/);
    });

    test("«Mi perfil»: role and unit shown, not editable; every error at once; what was typed comes back after a refusal", async ({
      page,
    }) => {
      const me = await seedAccount({ verified: true, approved: true });
      const other = await seedAccount({ verified: true, approved: true });
      await logIn(page, me.email, me.password);
      await page.waitForURL("**/dashboard");
      await page.goto("/perfil");
      // An administrator's change (decision 0036): shown, with who changes it, and no control for it.
      await expect(page.getByRole("group", { name: "Rol" })).toHaveCount(0);
      await expect(page.getByRole("group", { name: "Unidad" })).toHaveCount(0);
      await expect(page.getByRole("definition").filter({ hasText: "Enfermería" })).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "Urgencias" })).toBeVisible();
      await expect(page.getByText("El rol y la unidad los cambia un administrador")).toBeVisible();

      const save = page.getByRole("button", { name: "Guardar cambios" });
      await page.getByLabel("Nombre", { exact: true }).fill("");
      await page.getByLabel("Email").fill("sin-arroba");
      await page.getByLabel("DNI").fill(wrongLetter(me.dni));
      await save.click();
      await expectSummary(page, [LETTER_MESSAGE, "El nombre es obligatorio.", "Introduce un email válido."]);
      await expectInvalid(page.getByLabel("DNI"), LETTER_MESSAGE);
      await expectInvalid(page.getByLabel("Nombre", { exact: true }), "El nombre es obligatorio.");
      await expectInvalid(page.getByLabel("Email"), "Introduce un email válido.");
      await expect(page.getByLabel("Email")).toHaveValue("sin-arroba");
      await expect(page.getByLabel("DNI")).toHaveValue(wrongLetter(me.dni));
      if (javaScriptEnabled) await expectAccessible(page);

      // Refused by the server (another person's DNI): the new name stays in its field, not the stored one.
      await page.getByLabel("Nombre", { exact: true }).fill("Nombre Nuevo");
      await page.getByLabel("Email").fill(me.email);
      await page.getByLabel("DNI").fill(other.dni);
      await page.getByRole("group", { name: "Áreas de interés" }).getByLabel("Reanimación").check();
      await save.click();
      await expectSummary(page, ["Este DNI ya está registrado en otro perfil."]);
      await expectInvalid(page.getByLabel("DNI"), "Este DNI ya está registrado en otro perfil.");
      await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue("Nombre Nuevo");
      await expect(page.getByLabel("DNI")).toHaveValue(other.dni);
      await expect(page.getByRole("group", { name: "Áreas de interés" }).getByLabel("Reanimación")).toBeChecked();

      await page.getByLabel("DNI").fill(me.dni);
      await save.click();
      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { name: "Hola, Nombre Nuevo" })).toBeVisible();
    });
  });
}

test("an administrator changes someone's unit: the audit log says so, and the records keep the unit of the earlier attempts", async ({
  page,
}) => {
  const nurse = await seedAccount({ verified: true, approved: true });
  await seedFinishedAttempts(nurse.id, await scenarioIdBySlug("shock-septico-lactante"), 1);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.waitForURL("**/dashboard");
  await page.goto(`/admin?q=${encodeURIComponent(nurse.email)}`);
  const row = page
    .getByRole("table", { name: "Usuarios aprobados" })
    .getByRole("row", { name: new RegExp(nurse.email.replace(/\./g, "\\.")) });
  await row.getByLabel("Rol").selectOption({ label: "Farmacia" });
  await row.getByLabel("Unidad").selectOption("UCI");
  await row.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rol y unidad guardados ✔" })).toBeVisible();

  await page.goto(`/admin/auditoria?usuario=${nurse.id}`);
  await expect(page.getByText("Rol o unidad cambiados").first()).toBeVisible();

  await page.goto(`/admin/registros?q=${encodeURIComponent(nurse.email)}`);
  const record = page.getByRole("table", { name: "Registros" }).getByRole("row", { name: new RegExp(nurse.email.replace(/\./g, "\\.")) });
  await expect(record).toHaveCount(1);
  await expect(record.getByRole("cell", { name: "Enfermería", exact: true })).toBeVisible();
  await expect(record.getByRole("cell", { name: "Urgencias", exact: true })).toBeVisible();
  await expect(record.getByRole("cell", { name: "UCI", exact: true })).toHaveCount(0);
  await expectAccessible(page);
});
