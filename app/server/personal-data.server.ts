import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { attemptAnswers, attempts, presencialParticipants, presencialSessions, profiles, questions, scenarios } from "../../db/schema";
import { deletionRequestedMail } from "../content/mails";
import { spreadsheetCsv } from "../domain/csv";
import { formatNumber } from "../domain/format";
import { ROLE_LABELS, type Role } from "../domain/roles";
import type { AppContext } from "./context.server";
import { deliverMailLater } from "./context.server";
import { nowIso, runBatch, type Db } from "./db.server";

/** Everything the product keeps about a person, as they may download it ('Descargar mis datos'). */
export async function personalData(db: Db, userId: string) {
  const [person, tried, answers, sessions] = await db.batch([
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
      .select({ id: attempts.id, escenario: scenarios.title, rol: attempts.role, inicio: attempts.startedAt, fin: attempts.finishedAt, puntuacion: attempts.score, estado: attempts.status })
      .from(attempts)
      .innerJoin(scenarios, eq(scenarios.id, attempts.scenarioId))
      .where(eq(attempts.userId, userId))
      .orderBy(asc(attempts.startedAt)),
    db
      .select({ attemptId: attemptAnswers.attemptId, pregunta: questions.questionText, opciones: questions.options, elegida: attemptAnswers.selectedOption, correcta: attemptAnswers.isCorrect, fecha: attemptAnswers.answeredAt })
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
        checklist: sql<number | null>`(select round(100.0 * sum(status = 'ok') / nullif(sum(status in ('ok', 'wrong', 'missed')), 0)) from session_checklist where session_id = ${presencialSessions.id})`,
      })
      .from(presencialParticipants)
      .innerJoin(presencialSessions, eq(presencialSessions.id, presencialParticipants.sessionId))
      .innerJoin(scenarios, eq(scenarios.id, presencialSessions.scenarioId))
      .where(eq(presencialParticipants.userId, userId))
      .orderBy(asc(presencialSessions.createdAt)),
  ]);
  if (!person[0]) return null;
  return {
    generado: nowIso(),
    perfil: person[0],
    intentos: tried.map(({ id, ...attempt }) => ({
      ...attempt,
      respuestas: answers.filter((answer) => answer.attemptId === id).map(({ attemptId: _attempt, opciones, elegida, ...answer }) => ({ ...answer, respuesta: opciones[elegida] ?? String(elegida) })),
    })),
    sesionesPresenciales: sessions,
  };
}

export type PersonalData = NonNullable<Awaited<ReturnType<typeof personalData>>>;

const PERSONAL_COLUMNS = ["Tipo", "Escenario", "Fecha", "Rol", "Puntuación (%)", "Estado", "Pregunta", "Respuesta elegida", "Correcta", "Checklist (%)"] as const;

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
    rows.push(["Sesión presencial", session.escenario, session.fecha, role(session.rol), "", session.fin ? "Finalizada" : "Sin finalizar", "", "", "", number(session.checklist)]);
  }
  return spreadsheetCsv(PERSONAL_COLUMNS, rows);
}

/**
 * 'Solicitar la baja': recorded once (a second request changes nothing), audited, and told to
 * every active administrator, in one transaction.
 */
export async function requestDeletion(app: AppContext, userId: string, adminLink: string): Promise<boolean> {
  const { db } = app;
  const [person] = await db.select({ nombre: profiles.nombre, apellidos: profiles.apellidos, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  if (!person) return false;
  const mail = deletionRequestedMail(person, adminLink);
  const pending = sql`exists (select 1 from profiles where id = ${userId} and deletion_requested_at is null and erased_at is null)`;
  const [queued, , changed] = await runBatch(db, [
    db.all<{ id: number }>(sql`insert into outbox (kind, user_id, to_address, subject, body_text)
                 select 'deletion_requested', ${userId}, email, ${mail.subject}, ${mail.text} from profiles
                 where is_admin = 1 and deactivated_at is null and erased_at is null and ${pending}
                 returning id`),
    db.run(sql`insert into audit_log (actor_id, action, target_user_id) select ${userId}, 'account.deletion_requested', ${userId} where ${pending}`),
    db
      .update(profiles)
      .set({ deletionRequestedAt: nowIso() })
      .where(and(eq(profiles.id, userId), isNull(profiles.deletionRequestedAt), isNull(profiles.erasedAt)))
      .returning({ id: profiles.id }),
  ]);
  deliverMailLater(app, (queued as { id: number }[]).map((row) => Number(row.id)));
  return (changed as unknown[]).length === 1;
}
