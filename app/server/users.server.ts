import { and, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias, type SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import type { BatchItem } from "drizzle-orm/batch";
import { auditLog, profiles } from "../../db/schema";
import { rejectedMail } from "../content/mails";
import { AUDIT_PAGE, type AuditAction } from "../domain/audit";
import { Role } from "../domain/vocabulary";
import { Unit } from "../domain/vocabulary";
import type { AppContext } from "./context.server";
import { deliverMailLater } from "./context.server";
import { batchOf, nowIso, runBatch, type Db, type Reader, type UserRef } from "./db.server";
import { mailForRow } from "./mail.server";

export const USER_MESSAGES = {
  notFound: "No se encontró el usuario.",
  rejected: "Solicitud rechazada; se le envía un aviso por correo ✔",
  notPending: "La solicitud ya no está pendiente.",
  deactivated: "Cuenta desactivada: se han cerrado todas sus sesiones ✔",
  reactivated: "Cuenta reactivada ✔",
  adminGranted: "Ahora tiene permisos de administración ✔",
  adminRevoked: "Ya no tiene permisos de administración ✔",
  updated: "Rol y unidad guardados ✔",
  notSelf: "No puedes hacer esto con tu propia cuenta.",
  lastAdmin: "Debe quedar al menos un administrador activo.",
  unchanged: "No había nada que cambiar: otra persona lo ha hecho ya o el usuario ya estaba así.",
  erased: "Cuenta eliminada: sus datos personales se han borrado y sus resultados se conservan de forma anónima ✔",
  notRequested: "Esta persona no ha solicitado la baja.",
  gone: "Esta cuenta se eliminó: no se puede reactivar ni cambiar.",
} as const;

/** What an administrator's change to an account came to: a key of USER_MESSAGES, which the route says. */
export type UserOutcome = keyof typeof USER_MESSAGES;

type UserChange =
  | { intent: "reject"; reason: string }
  | { intent: "deactivate" | "reactivate" | "grantAdmin" | "revokeAdmin" | "erase" }
  | { intent: "update"; rol: Role; unidad: Unit };

type Plan = {
  action: AuditAction;
  /** The condition on the target's `profiles` row under which the change applies (and is audited). */
  when: SQL;
  details?: SQL;
  /** Written before the change, under the same condition. */
  before?: (matches: SQL) => BatchItem<"sqlite">[];
  change: BatchItem<"sqlite">;
  done: UserOutcome;
  /** Why it may not apply, in the order they are checked, each with its message. */
  refusals: { applies: boolean; reason: UserOutcome }[];
};

type Target = typeof profiles.$inferSelect;

/** Active administrators other than the target: the change must leave at least one. */
const otherActiveAdmins = sql`(select count(*) from profiles other where other.is_admin = 1 and other.deactivated_at is null and other.id != profiles.id)`;

function plan(db: Db, change: UserChange, actorId: string, target: Target, activeAdmins: number): Plan {
  const self = target.id === actorId;
  const update = (when: SQL, set: SQLiteUpdateSetSource<typeof profiles>) =>
    db
      .update(profiles)
      .set({ ...set, updatedAt: nowIso() })
      .where(and(eq(profiles.id, target.id), isNull(profiles.erasedAt), when))
      .returning({ id: profiles.id });
  const lastAdmin = target.isAdmin && target.deactivatedAt === null && activeAdmins <= 1;
  switch (change.intent) {
    case "reject": {
      const mail = mailForRow((person) => rejectedMail(person, change.reason));
      return {
        action: "account.rejected",
        when: sql`approved = 0`,
        // The account goes, so that the address and DNI can apply again; the log keeps who it was.
        details: sql`json_object('email', email, 'nombre', nombre, 'apellidos', apellidos, 'motivo', ${change.reason})`,
        before: (matches) => [
          // user_id becomes null with the account; the mail is still delivered.
          db.run(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                    select 'rejected', id, email, ${mail.subject}, ${mail.text} from profiles where id = ${target.id} and ${matches}
                    returning id`),
        ],
        change: db
          .delete(profiles)
          .where(and(eq(profiles.id, target.id), isNull(profiles.erasedAt), sql`approved = 0`))
          .returning({ id: profiles.id }),
        done: "rejected",
        refusals: [{ applies: target.approved, reason: "notPending" }],
      };
    }
    case "deactivate": {
      const when = sql`deactivated_at is null and id != ${actorId} and (is_admin = 0 or ${otherActiveAdmins} > 0)`;
      return {
        action: "account.deactivated",
        when,
        before: (matches) => [db.run(sql`delete from sessions where user_id = ${target.id} and ${matches}`)],
        change: update(when, { deactivatedAt: nowIso() }),
        done: "deactivated",
        refusals: [
          { applies: self, reason: "notSelf" },
          { applies: lastAdmin, reason: "lastAdmin" },
        ],
      };
    }
    case "erase": {
      const when = sql`deletion_requested_at is not null and erased_at is null and id != ${actorId} and (is_admin = 0 or ${otherActiveAdmins} > 0)`;
      const now = nowIso();
      return {
        action: "account.erased",
        when,
        // Nothing that names the person stays: sign-in, sessions, links, notices, the names typed in live sessions.
        before: (matches) => [
          ...["credentials", "sessions", "email_tokens", "presencial_notifications", "outbox"].map((table) =>
            db.run(sql`delete from ${sql.identifier(table)} where user_id = ${target.id} and ${matches}`),
          ),
          db.run(sql`update presencial_participants set name = 'Participante' where user_id = ${target.id} and ${matches}`),
        ],
        // The row stays, anonymous, with its role and unit: its attempts still count in cohort figures. Its DNI ends in
        // U, a letter no real DNI or NIE has, so it can never clash with a person's.
        change: update(when, {
          email: sql`'baja-' || id || '@baja.invalid'`,
          nombre: "Cuenta eliminada",
          apellidos: "",
          dni: sql`printf('%08d', rowid) || 'U'`,
          areasInteres: [],
          isAdmin: false,
          deactivatedAt: sql`coalesce(deactivated_at, ${now})`,
          erasedAt: now,
        }),
        done: "erased",
        refusals: [
          { applies: self, reason: "notSelf" },
          { applies: target.deletionRequestedAt === null, reason: "notRequested" },
          { applies: lastAdmin, reason: "lastAdmin" },
        ],
      };
    }
    case "reactivate": {
      const when = sql`deactivated_at is not null`;
      return {
        action: "account.reactivated",
        when,
        change: update(when, { deactivatedAt: null }),
        done: "reactivated",
        refusals: [],
      };
    }
    case "grantAdmin": {
      const when = sql`is_admin = 0 and approved = 1 and deactivated_at is null`;
      return {
        action: "admin.granted",
        when,
        change: update(when, { isAdmin: true }),
        done: "adminGranted",
        refusals: [],
      };
    }
    case "revokeAdmin": {
      const when = sql`is_admin = 1 and id != ${actorId} and ${otherActiveAdmins} > 0`;
      return {
        action: "admin.revoked",
        when,
        change: update(when, { isAdmin: false }),
        done: "adminRevoked",
        refusals: [
          { applies: self, reason: "notSelf" },
          { applies: lastAdmin, reason: "lastAdmin" },
        ],
      };
    }
    case "update": {
      const when = sql`(rol != ${change.rol} or unidad != ${change.unidad})`;
      return {
        action: "account.updated",
        when,
        details: sql`json_object('antes', json_object('rol', rol, 'unidad', unidad), 'después', json_object('rol', ${change.rol}, 'unidad', ${change.unidad}))`,
        change: update(when, { rol: change.rol, unidad: change.unidad }),
        done: "updated",
        refusals: [],
      };
    }
  }
}

/**
 * An administrator's change to someone's account. The change, what goes with it (the end of
 * sessions, the notice) and its line in the audit log are one transaction, each statement under the
 * same condition, so that the log holds exactly the changes that were made: of two simultaneous
 * clicks one changes and is logged, the other changes nothing and says so.
 */
export async function changeUser(
  app: AppContext,
  actor: string | (() => { id: string }),
  userId: string,
  change: UserChange,
  /** The first batch's reader: `asViewer` adds the admin's own check to it (one trip for both). */
  read: Reader = batchOf(app.db),
): Promise<{ ok: true; done: UserOutcome } | { ok: false; reason: UserOutcome }> {
  const { db } = app;
  const [targets, admins] = await read([
    db.select().from(profiles).where(eq(profiles.id, userId)).limit(1),
    db.all<{ n: number }>(sql`select count(*) n from profiles where is_admin = 1 and deactivated_at is null`),
  ]);
  const actorId = typeof actor === "string" ? actor : actor().id;
  const target = targets[0];
  if (!target) return { ok: false, reason: "notFound" };
  // An erased account is an anonymous row kept for the figures: nothing brings it back or changes it.
  if (target.erasedAt) return { ok: false, reason: "gone" };
  const steps = plan(db, change, actorId, target, admins[0].n);
  const refused = steps.refusals.find((refusal) => refusal.applies);
  if (refused) return { ok: false, reason: refused.reason };
  const applies = sql`erased_at is null and (${steps.when})`;
  const matches = sql`exists (select 1 from profiles where id = ${userId} and ${applies})`;
  const statements: BatchItem<"sqlite">[] = [
    db.run(sql`insert into audit_log (actor_id, action, target_user_id, details)
               select ${actorId}, ${steps.action}, id, ${steps.details ?? sql`'{}'`} from profiles where id = ${userId} and ${applies}`),
    ...(steps.before?.(matches) ?? []),
    steps.change,
  ];
  const results = await runBatch(db, statements);
  const changed = (results.at(-1) as unknown[]).length === 1;
  if (!changed) return { ok: false, reason: "unchanged" };
  if (change.intent === "reject")
    deliverMailLater(
      app,
      ((results[1] as { rows?: { id: number }[] }).rows ?? []).map((row) => Number(row.id)),
    );
  return { ok: true, done: steps.done };
}

/** An administrator opened someone else's evaluation: the hospital's records say who looked, and when. */
/**
 * The audit line of an administrator opening someone else's evaluation, as a statement for the page's
 * own batch; the ids may be SQL: no line when `userId` is null or the viewer's own.
 */
export function auditEvaluationView(db: Db, actorId: UserRef, userId: UserRef) {
  return db.run(sql`insert into ${auditLog} (actor_id, action, target_user_id)
    select ${actorId}, ${"evaluation.viewed" satisfies AuditAction}, ${userId} where ${userId} is not null and ${userId} <> ${actorId}`);
}

/** `userId` as SQL when the viewer (SQL) is an administrator and that account exists; null otherwise. */
export function userForAdmin(viewerId: SQL, userId: string): SQL {
  return sql`(select p.id from profiles p where p.id = ${userId} and exists (select 1 from profiles a where a.id = ${viewerId} and a.is_admin = 1))`;
}

const actor = alias(profiles, "actor");
const target = alias(profiles, "target");

/** The newest entries of the audit log, about a person (done by them or to them) when given, and who that person is. */
export async function auditPage(
  db: Db,
  userId: string | null,
  /** The batch's reader (`asViewer` adds who is asking to it), and the admin's id as SQL: nothing is read without one. */
  by: { read: Reader; adminId: SQL } = { read: batchOf(db), adminId: sql`1` },
) {
  const [entries, people] = await by.read([
    auditEntries(db, userId, by.adminId),
    db
      .select({ nombre: profiles.nombre, apellidos: profiles.apellidos, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId ?? "")),
  ]);
  return { entries, person: people[0] ?? null };
}

function auditEntries(db: Db, userId: string | null, adminId: SQL) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      details: auditLog.details,
      actorId: auditLog.actorId,
      actorName: sql<string | null>`${actor.nombre} || ' ' || ${actor.apellidos}`,
      actorEmail: actor.email,
      targetId: auditLog.targetUserId,
      targetName: sql<string | null>`${target.nombre} || ' ' || ${target.apellidos}`,
      targetEmail: target.email,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(and(sql`${adminId} is not null`, userId ? or(eq(auditLog.targetUserId, userId), eq(auditLog.actorId, userId)) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE);
}
