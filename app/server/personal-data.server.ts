import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { reflectionsOfQuery } from "../presencial/reflection.server";
import { attemptAnswers, attempts, presencialParticipants, presencialSessions, profiles, questions, scenarios } from "../../db/schema";
import { deletionRequestedMail } from "../content/mails";
import { spreadsheetCsv } from "../domain/csv";
import { formatNumber } from "../domain/format";
import { ROLE_LABELS, type Role } from "../domain/vocabulary";
import type { AppContext } from "./context.server";
import { deliverMailLater } from "./context.server";
import { batchOf, nowIso, type Db, type Reader, type UserRef } from "./db.server";
import { mailForRow, QUEUED_MAIL, type QueuedMail } from "./mail.server";

export const PERSONAL_DATA_MESSAGES = {
  deletionRequested: "Hemos recibido tu solicitud de baja. Un administrador la confirmará; hasta entonces tu cuenta sigue activa.",
} as const;

/** Everything the product keeps about a person, as they may download it ('Descargar mis datos'). */
export async function personalData(db: Db, userId: string) {
  const [person, tried, answers, sessions, reflections] = await db.batch([
    db
      .select({
        email: profiles.email,
        nombre: profiles.nombre,
        apellidos: profiles.apellidos,
        dni: profiles.dni,
        rol: profiles.rol,
        unidad: profiles.unidad,
        areasInteres: profiles.areasInteres,
        creada: profiles.createdAt,
        emailConfirmado: profiles.verifiedAt,
        aprobada: profiles.approvedAt,
        bajaSolicitada: profiles.deletionRequestedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, userId)),
    db
      .select({
        id: attempts.id,
        escenario: scenarios.title,
        rol: attempts.role,
        inicio: attempts.startedAt,
        fin: attempts.finishedAt,
        puntuacion: attempts.score,
        estado: attempts.status,
      })
      .from(attempts)
      .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
      .where(eq(attempts.userId, userId))
      .orderBy(asc(attempts.startedAt)),
    db
      .select({
        attemptId: attemptAnswers.attemptId,
        pregunta: questions.questionText,
        opciones: questions.options,
        elegida: attemptAnswers.selectedOption,
        correcta: attemptAnswers.isCorrect,
        fecha: attemptAnswers.answeredAt,
      })
      .from(attemptAnswers)
      .innerJoin(attempts, eq(attempts.id, attemptAnswers.attemptId))
      .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
      .where(eq(attempts.userId, userId))
      .orderBy(asc(attemptAnswers.answeredAt)),
    db
      .select({
        escenario: scenarios.title,
        rol: presencialParticipants.role,
        fecha: presencialSessions.createdAt,
        fin: presencialSessions.endedAt,
        checklist: sql<
          number | null
        >`(select round(100.0 * sum(status = 'ok') / nullif(sum(status in ('ok', 'wrong', 'missed')), 0)) from session_checklist where session_id = ${presencialSessions.id})`,
      })
      .from(presencialParticipants)
      .innerJoin(presencialSessions, eq(presencialSessions.id, presencialParticipants.sessionId))
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialParticipants.userId, userId))
      .orderBy(asc(presencialSessions.createdAt)),
    reflectionsOfQuery(db, userId),
  ]);
  if (!person[0]) return null;
  return {
    generado: nowIso(),
    perfil: person[0],
    intentos: tried.map(({ id, ...attempt }) => ({
      ...attempt,
      respuestas: answers
        .filter((answer) => answer.attemptId === id)
        .map(({ attemptId: _attempt, opciones, elegida, ...answer }) => ({ ...answer, respuesta: opciones[elegida] ?? String(elegida) })),
    })),
    sesionesPresenciales: sessions,
    // The person's reflections on their sessions (decision 0044), as they wrote them.
    reflexiones: reflections
      .filter((row) => row.given && !row.dismissedAt)
      .map((row) => ({
        escenario: row.scenarioTitle,
        fin: row.endedAt,
        queSalioBien: row.wentWell,
        queCambiaria: row.wouldChange,
        confianzaAntes: row.confidenceBefore,
        confianzaDespues: row.confidenceAfter,
        actualizada: row.updatedAt,
      })),
  };
}

type PersonalData = NonNullable<Awaited<ReturnType<typeof personalData>>>;

const PERSONAL_COLUMNS = [
  "Tipo",
  "Escenario",
  "Fecha",
  "Rol",
  "Puntuación (%)",
  "Estado",
  "Pregunta",
  "Respuesta elegida",
  "Correcta",
  "Checklist (%)",
] as const;

/** The same data as rows for a spreadsheet: one per answer, one per attempt without answers, one per session. */
export function personalDataCsv(data: PersonalData): string {
  const role = (value: string) => ROLE_LABELS[value as Role] ?? value;
  const number = (value: number | null) => (value === null ? "" : formatNumber(value));
  const rows: string[][] = [];
  for (const attempt of data.intentos) {
    const base = ["Intento online", attempt.escenario, attempt.inicio, role(attempt.rol), number(attempt.puntuacion), attempt.estado];
    if (attempt.respuestas.length === 0) rows.push([...base, "", "", "", ""]);
    for (const answer of attempt.respuestas) rows.push([...base, answer.pregunta, answer.respuesta, answer.correcta ? "Sí" : "No", ""]);
  }
  for (const session of data.sesionesPresenciales) {
    rows.push([
      "Sesión presencial",
      session.escenario,
      session.fecha,
      role(session.rol),
      "",
      session.fin ? "Finalizada" : "Sin finalizar",
      "",
      "",
      "",
      number(session.checklist),
    ]);
  }
  return spreadsheetCsv(PERSONAL_COLUMNS, rows);
}

/**
 * 'Solicitar la baja': recorded once (a second request changes nothing), audited, and told to
 * every active administrator, in one transaction. The person may be given as SQL (the viewer's id,
 * `asViewer`): the mail takes their name from the database, so nothing is read first.
 */
export async function requestDeletion(
  app: AppContext,
  userId: UserRef,
  adminLink: string,
  read: Reader = batchOf(app.db),
): Promise<boolean> {
  const { db } = app;
  const field = (column: string) => sql`(select ${sql.raw(column)} from profiles where id = ${userId})`;
  const mail = mailForRow((person) => deletionRequestedMail(person, adminLink), {
    nombre: field("nombre"),
    apellidos: field("apellidos"),
    email: field("email"),
  });
  const pending = sql`exists (select 1 from profiles where id = ${userId} and deletion_requested_at is null and erased_at is null)`;
  const [queued, , changed] = await read([
    db.all<QueuedMail>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'deletion_requested', ${userId}, email, ${mail.subject}, ${mail.text} from profiles
                 where is_admin = 1 and deactivated_at is null and erased_at is null and ${pending}
                 ${QUEUED_MAIL}`),
    db.run(
      sql`insert into audit_log (actor_id, action, target_user_id) select ${userId}, 'account.deletion_requested', ${userId} where ${pending}`,
    ),
    db
      .update(profiles)
      .set({ deletionRequestedAt: nowIso() })
      .where(and(eq(profiles.id, userId), isNull(profiles.deletionRequestedAt), isNull(profiles.erasedAt)))
      .returning({ id: profiles.id }),
  ]);
  deliverMailLater(app, queued);
  return changed.length === 1;
}
