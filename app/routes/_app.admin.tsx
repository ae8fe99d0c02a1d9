import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { ADMIN_SEARCH_DEBOUNCE_MS, APPROVED_PAGE } from "~/domain/admin-search";
import { REJECT_REASON_MAX } from "~/domain/audit";
import { formToObject, parseForm, textField, UNKNOWN_FIELD_MESSAGE, wholeNumberSchema } from "~/domain/forms";
import { toRole } from "~/domain/roles";
import { ROLE_LABELS, ROLES } from "~/domain/vocabulary";
import { UNITS } from "~/domain/vocabulary";
import {
  accountsQueries,
  ADMIN_MESSAGES,
  approveAccount,
  publicBaseUrl,
  resendConfirmation,
  type AdminUserRow,
} from "~/server/accounts.server";
import { SCREEN_ERRORS } from "~/domain/screen-errors";
import { orScreenError, settle } from "~/server/failures.server";
import { asViewer, readAsViewer, requireAdminAction, viewerOrScreenError } from "~/server/guards.server";
import type { AppContext } from "~/server/context.server";
import type { Reader } from "~/server/db.server";
import type { SQL } from "drizzle-orm";
import { isSignupOpen, setSignupOpen, signupOpen, signupSettingQuery } from "~/server/settings.server";
import { changeUser, USER_MESSAGES } from "~/server/users.server";
import { Pager } from "~/ui/admin-page";
import { CellLabel, TableSection } from "~/ui/data-table";
import { ScreenError } from "~/ui/screen-error";
import { FormMessage, SelectField, buttonClass } from "~/ui/form";
import { Icon } from "~/ui/icons";
import { paths } from "~/domain/paths";
import { fail } from "~/server/respond.server";

export const meta: MetaFunction = () => [{ title: "Administración · SimPed" }];

const { admin: ADMIN } = SCREEN_ERRORS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = wholeNumberSchema
    .pipe(z.number().min(1))
    .catch(1)
    .parse(params.get("pagina") ?? "1");
  const { db } = context.app;
  const read = await settle(
    readAsViewer(request, context.app, "admin", (adminId) => ({
      setting: signupSettingQuery(db),
      ...accountsQueries(db, adminId, q, page),
    })),
    "admin list",
  );
  if (!read.ok) {
    // Only when that trip failed: who is asking and the setting, for the page that says so.
    const viewer = await viewerOrScreenError(request, context.app, "admin", ADMIN.session);
    return data(
      {
        isAdmin: true,
        q,
        me: viewer.id,
        signupOpen: await orScreenError(signupOpen(db), ADMIN.load),
        pending: [],
        approved: [],
        approvedTotal: 0,
        page: 1,
        error: ADMIN.load,
      },
      { status: 503 },
    );
  }
  const { viewer, rows } = read.value;
  const {
    setting,
    pending,
    approved,
    approvedTotal: [total],
  } = rows;
  return {
    isAdmin: true,
    q,
    me: viewer.id,
    signupOpen: isSignupOpen(setting),
    pending,
    approved,
    approvedTotal: total?.n ?? 0,
    page,
    error: null,
  };
}

const SIGNUP_MESSAGES = {
  opened: "Registro habilitado: cualquiera puede solicitar una cuenta.",
  closed: "Registro deshabilitado: nadie puede solicitar una cuenta.",
} as const;

const userId = z.string().uuid({ error: ADMIN_MESSAGES.notFound });
const adminActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.strictObject({ intent: z.enum(["approve", "resend"]), userId }),
    z.strictObject({ intent: z.enum(["deactivate", "reactivate", "grantAdmin", "revokeAdmin", "erase"]), userId }),
    z.strictObject({
      intent: z.literal("reject"),
      userId,
      reason: textField(REJECT_REASON_MAX, `El motivo es demasiado largo (máximo ${REJECT_REASON_MAX} caracteres).`, "multi").transform(
        (value) => value.trim(),
      ),
    }),
    z.strictObject({
      intent: z.literal("update"),
      userId,
      rol: z.enum(ROLES, { error: "Selecciona un rol." }),
      unidad: z.enum(UNITS, { error: "Selecciona una unidad." }),
    }),
    z.strictObject({ intent: z.literal("signup"), open: z.enum(["true", "false"], { error: UNKNOWN_FIELD_MESSAGE }) }),
  ],
  { error: UNKNOWN_FIELD_MESSAGE },
);

type AdminForm = z.output<typeof adminActionSchema>;
const isApproval = (form: AdminForm): form is Extract<AdminForm, { intent: "approve" | "resend" }> =>
  form.intent === "approve" || form.intent === "resend";

/**
 * Every action checks the admin in its first batch (`asViewer`, gate 'adminAction': 403 with the
 * spec's message for anyone else): the change is then planned from what that batch read.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const parsed = parseForm(adminActionSchema, formToObject(await request.formData()));
  if (!parsed.success) {
    await requireAdminAction(request, app); // strangers learn nothing about the form
    return fail(400, parsed.error.issues[0].message);
  }
  const form = parsed.data;
  const { result } = await asViewer(request, app, "adminAction", (read, adminId, admin) =>
    act(app, request, form, { read, adminId, admin }),
  );
  return result;
}

/** A change made: its message, shown above the lists. */
const done = (message: string) => ({ ok: true as const, message });

async function act(app: AppContext, request: Request, form: AdminForm, by: { read: Reader; adminId: SQL; admin: () => { id: string } }) {
  if (form.intent === "signup") {
    const open = form.open === "true";
    await setSignupOpen(app.db, by.adminId, open, by.read);
    return done(open ? SIGNUP_MESSAGES.opened : SIGNUP_MESSAGES.closed);
  }
  if (!isApproval(form)) {
    const result = await changeUser(app, by.admin, form.userId, form, by.read);
    if (result.ok) return done(USER_MESSAGES[result.done]);
    return fail(result.reason === "notFound" ? 404 : 409, USER_MESSAGES[result.reason]);
  }
  const { intent, userId } = form;
  const baseUrl = publicBaseUrl(app, request);
  if (intent === "approve") {
    const result = await approveAccount(app, by.adminId, userId, baseUrl, by.read);
    if (result.changed) return done(result.notified ? ADMIN_MESSAGES.approvedNotified : ADMIN_MESSAGES.approvedNotNotified);
    // Only the approval that changed the account says "aprobado"; a repeated one says it already was.
    return fail(result.reason === "notFound" ? 404 : 409, `${ADMIN_MESSAGES.approveFailed}: ${ADMIN_MESSAGES[result.reason]}`);
  }
  const { status } = await resendConfirmation(app, userId, baseUrl, by.read);
  if (status === "sent") return done(ADMIN_MESSAGES.resent);
  const reason = { not_found: ADMIN_MESSAGES.notFound, already_verified: ADMIN_MESSAGES.alreadyVerified, failed: "el correo no salió" }[
    status
  ];
  return fail(status === "not_found" ? 404 : 409, `${ADMIN_MESSAGES.resendFailed}: ${reason}`);
}

/** One fact about an account, with its sign. */
function Fact({ ok, text, className }: { ok: boolean; text: string; className?: string }) {
  return (
    <li className={className}>
      <Icon name={ok ? "check" : "cross"} /> {text}
    </li>
  );
}

const formatDate = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("es-ES", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Madrid" }).format(new Date(iso)) : "—";

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const ROW_SELECT = "mt-1 block rounded-lg border border-slate-300 px-2 py-1";

function AccountRow({ account, me }: { account: AdminUserRow; me: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("userId") === account.id;
  const role = toRole(account.rol);
  const self = account.id === me;
  const idField = <input type="hidden" name="userId" value={account.id} />;
  const resend = (
    <button type="submit" name="intent" value="resend" disabled={busy || account.verifiedAt !== null} className={buttonClass("secondary")}>
      Reenviar verificación
    </button>
  );
  return (
    <tr className="border-t border-slate-200 align-top max-md:block max-md:py-2">
      <td className="p-3 max-md:block max-md:py-1">
        <div className="font-medium">
          {account.nombre} {account.apellidos}
        </div>
        <div className="break-all text-slate-600">{account.email}</div>
      </td>
      <td className="p-3 max-md:block max-md:py-1">
        <CellLabel>Rol</CellLabel>
        {role ? ROLE_LABELS[role] : account.rol}
      </td>
      <td className="p-3 max-md:block max-md:py-1">
        <CellLabel>Unidad</CellLabel>
        {account.unidad}
      </td>
      <td className="p-3 font-mono max-md:block max-md:py-1">
        <CellLabel>DNI</CellLabel>
        {account.dni}
      </td>
      <td className="p-3 max-md:block max-md:py-1">
        <CellLabel>Estado</CellLabel>
        <ul className="space-y-1">
          <Fact ok={account.verifiedAt !== null} text={account.verifiedAt ? "Email verificado" : "Email sin verificar"} />
          {account.approved ? <Fact ok text={`Aprobado (${formatDate(account.approvedAt)})`} /> : <li>… Pendiente de aprobación</li>}
          {account.approved && (
            <Fact
              ok={account.notifiedAt !== null}
              text={account.notifiedAt ? `Notificado (${formatDate(account.notifiedAt)})` : "Aviso de aprobación no enviado"}
            />
          )}
          {account.deactivatedAt && (
            <Fact ok={false} text={`Desactivada (${formatDate(account.deactivatedAt)})`} className="font-semibold text-red-800" />
          )}
          {account.deletionRequestedAt && (
            <li className="font-semibold text-red-800">Baja solicitada ({formatDate(account.deletionRequestedAt)})</li>
          )}
          {account.isAdmin && <li>Admin</li>}
        </ul>
      </td>
      <td className="p-3 max-md:block max-md:py-1">
        <div className="flex flex-col gap-2">
          {!account.approved ? (
            <>
              <Form method="post" className="flex flex-col gap-2">
                {idField}
                <button type="submit" name="intent" value="approve" disabled={busy} className={buttonClass("primary")}>
                  Aprobar
                </button>
                {resend}
              </Form>
              <details>
                <summary className="cursor-pointer text-sm font-medium text-red-800">Rechazar…</summary>
                <Form method="post" className="mt-2 space-y-2">
                  {idField}
                  <label className="block text-sm">
                    Motivo (opcional; se incluye en el aviso)
                    <textarea
                      name="reason"
                      rows={2}
                      maxLength={REJECT_REASON_MAX}
                      className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1"
                    />
                  </label>
                  <button type="submit" name="intent" value="reject" disabled={busy} className={buttonClass("danger")}>
                    Rechazar solicitud
                  </button>
                </Form>
              </details>
            </>
          ) : (
            <>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                {idField}
                <SelectField
                  label="Rol"
                  name="rol"
                  className="text-sm"
                  selectClassName={ROW_SELECT}
                  defaultValue={role ?? ""}
                  options={ROLE_OPTIONS}
                />
                <SelectField
                  label="Unidad"
                  name="unidad"
                  className="text-sm"
                  selectClassName={ROW_SELECT}
                  defaultValue={account.unidad}
                  options={UNITS.map((unit) => ({ value: unit, label: unit }))}
                />
                <button type="submit" name="intent" value="update" disabled={busy} className={buttonClass("secondary")}>
                  Guardar
                </button>
              </Form>
              {/* Spec 1 §2: every row can resend the confirmation; disabled once the e-mail is confirmed. */}
              <Form method="post">
                {idField}
                {resend}
              </Form>
              {!self && (
                <Form method="post" className="flex flex-wrap gap-2">
                  {idField}
                  {account.deactivatedAt ? (
                    <button type="submit" name="intent" value="reactivate" disabled={busy} className={buttonClass("secondary")}>
                      Reactivar
                    </button>
                  ) : (
                    <button type="submit" name="intent" value="deactivate" disabled={busy} className={buttonClass("danger")}>
                      Desactivar
                    </button>
                  )}
                  {account.isAdmin ? (
                    <button type="submit" name="intent" value="revokeAdmin" disabled={busy} className={buttonClass("secondary")}>
                      Quitar administrador
                    </button>
                  ) : (
                    !account.deactivatedAt && (
                      <button type="submit" name="intent" value="grantAdmin" disabled={busy} className={buttonClass("secondary")}>
                        Hacer administrador
                      </button>
                    )
                  )}
                </Form>
              )}
            </>
          )}
          {account.deletionRequestedAt && !self && (
            <details>
              <summary className="cursor-pointer text-sm font-medium text-red-800">Confirmar la baja…</summary>
              <Form method="post" className="mt-2 space-y-2 text-sm">
                {idField}
                <p>
                  Se borrarán su acceso y sus datos personales; sus resultados quedarán de forma anónima en las cifras de la unidad. No se
                  puede deshacer.
                </p>
                <button type="submit" name="intent" value="erase" disabled={busy} className={buttonClass("danger")}>
                  Confirmar la baja
                </button>
              </Form>
            </details>
          )}
          <div className="flex flex-wrap gap-3 text-sm">
            <Link to={paths.evaluationOf(account.id)} className="text-brand-700 underline">
              Ver intentos
            </Link>
            <Link to={paths.auditOf(account.id)} className="text-brand-700 underline">
              Ver auditoría
            </Link>
          </div>
        </div>
      </td>
    </tr>
  );
}

function AccountTable({
  title,
  accounts,
  total,
  empty,
  me,
}: {
  title: string;
  accounts: AdminUserRow[];
  total?: number;
  empty: string;
  me: string;
}) {
  return (
    <TableSection
      id={title.replace(/\s+/g, "-")}
      title={title}
      count={total ?? accounts.length}
      headers={["Persona", "Rol", "Unidad", "DNI", "Estado", "Acciones"]}
      empty={empty}
      stackOnPhone
      rows={accounts.map((account) => (
        <AccountRow key={account.id} account={account} me={me} />
      ))}
    />
  );
}

/** With JavaScript the search runs as the admin types (debounced); without, the form submits ?q=. */
function SearchForm({ q }: { q: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" role="search" className="mt-6 flex gap-2">
      <label htmlFor="q" className="sr-only">
        Buscar usuarios
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={q}
        placeholder="Buscar por email, nombre, apellidos, rol, unidad o DNI"
        className="w-full max-w-lg rounded-lg border border-slate-300 px-3 py-2"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true }), ADMIN_SEARCH_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className={buttonClass("secondary")}>
        Buscar
      </button>
    </Form>
  );
}

/** Sign-up open or closed (spec: 'El registro está deshabilitado por el administrador.'). */
function SignupSetting({ open }: { open: boolean }) {
  return (
    <section aria-labelledby="registro-title" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="registro-title" className="text-lg font-semibold">
        Registro de cuentas
      </h2>
      <p className="mt-2 text-slate-700">
        {open ? "Abierto: cualquiera puede solicitar una cuenta en /registro." : "Deshabilitado: /registro no admite solicitudes nuevas."}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="open" value={String(!open)} />
        <button type="submit" name="intent" value="signup" className={buttonClass(open ? "secondary" : "primary")}>
          {open ? "Deshabilitar el registro" : "Habilitar el registro"}
        </button>
      </Form>
    </section>
  );
}

export default function Admin() {
  const { q, me, signupOpen, pending, approved, approvedTotal, page, error } = useLoaderData<typeof loader>();
  const pages = Math.max(1, Math.ceil(approvedTotal / APPROVED_PAGE));
  const pageLink = (n: number) => `/admin?${new URLSearchParams({ ...(q ? { q } : {}), pagina: String(n) })}#Usuarios-aprobados`;
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Administración</h1>
      <p className="mt-2 text-slate-700">Solicitudes de acceso y usuarios aprobados.</p>
      <SearchForm q={q} />
      <div className="mt-6 space-y-3">
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {result && <FormMessage tone={result.ok ? "success" : "error"}>{result.message}</FormMessage>}
      </div>
      <nav aria-label="Informes de administración" className="mt-4 flex flex-wrap gap-4 text-sm">
        <Link to="/admin/escenarios" className="font-medium text-brand-700 underline">
          Escenarios
        </Link>
        <Link to="/admin/registros" className="font-medium text-brand-700 underline">
          Registros de formación
        </Link>
        <Link to="/admin/estadisticas" className="font-medium text-brand-700 underline">
          Estadísticas de preguntas
        </Link>
        <Link to="/admin/auditoria" className="font-medium text-brand-700 underline">
          Registro de auditoría
        </Link>
        <Link to="/admin/seguridad" className="font-medium text-brand-700 underline">
          Amenazas latentes de seguridad
        </Link>
      </nav>
      <AccountTable title="Solicitudes pendientes" accounts={pending} empty="No hay solicitudes pendientes." me={me} />
      <AccountTable title="Usuarios aprobados" accounts={approved} total={approvedTotal} empty="No hay usuarios aprobados." me={me} />
      <Pager
        label="Páginas de usuarios aprobados"
        page={page}
        pages={pages}
        note={`${APPROVED_PAGE} por página; la búsqueda encuentra a cualquiera`}
        href={pageLink}
      />
      <SignupSetting open={signupOpen} />
    </main>
  );
}

export function ErrorBoundary() {
  return <ScreenError title={ADMIN.title} fallback={ADMIN.load} panelLink />;
}
