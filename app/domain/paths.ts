/**
 * The app's addresses that carry an id or a query, built in one place: a screen, a redirect, a
 * mail and a test that name the same page use the same function. Fixed addresses («/dashboard»,
 * «/admin») are written where they are used.
 */

type Id = string | number;

/** A query string from the entries that have a value, with its «?» (empty when none has). */
const query = (entries: Record<string, string | undefined>) => {
  const search = new URLSearchParams(Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return search.size > 0 ? `?${search}` : "";
};

export const paths = {
  /** Online: an attempt's start page, the attempt being run, and its review. */
  onlineStart: (scenarioId: Id) => `/simulacion/${scenarioId}/confirm`,
  onlineRun: (scenarioId: Id, attemptId: string) => `/simulacion/${scenarioId}?attempt=${attemptId}`,
  attemptReview: (attemptId: string) => `/evaluacion/attempt/${attemptId}`,
  /** A person's evaluation, as an administrator opens it. */
  evaluationOf: (userId: string) => `/evaluacion?user=${encodeURIComponent(userId)}`,

  /** In person: choosing who takes part (the flow is «dual» with a room, «classic» on one screen). */
  inPersonStart: (scenarioId: Id, flow?: "dual" | "classic") => `/presencial/${scenarioId}/confirm${query({ flow })}`,
  inPersonList: (flow?: "dual") => `/simulacion-presencial${query({ flow })}`,
  participants: (scenarioId: Id, sessionId: string) => `/presencial/confirm/${scenarioId}/${sessionId}`,
  /** Where a session is run: the instructor's console with a room, or the classic single screen. */
  sessionScreen: (session: { scenarioId: Id; id: string; flow: string | null }) =>
    session.flow === "dual"
      ? `/presencial/instructor/${session.scenarioId}/${session.id}`
      : `/presencial/${session.scenarioId}/escenario?session=${encodeURIComponent(session.id)}`,
  report: (scenarioId: Id, sessionId: string) => `/presencial/${scenarioId}/informe?session=${encodeURIComponent(sessionId)}`,
  /** The report's second address (the spec's), for a participant's evaluation. */
  reportOf: (sessionId: string) => `/evaluacion/informe/${sessionId}`,
  projection: (code: string) => `/presencial-alumno/${code}`,
  defibrillator: (code: string) => `/desfibrilador/${code}`,
  roomPoll: (code: string, proof: { name: string; value: string }) => `/api/presencial/${code}${query({ [proof.name]: proof.value })}`,
  reflection: (sessionId: string) => `/reflexion/${sessionId}`,
  safetyThreat: (threatId: Id) => `/seguridad/${threatId}`,

  /** Administration. */
  auditOf: (userId: string) => `/admin/auditoria?usuario=${encodeURIComponent(userId)}`,
  scenarioExport: (scenarioId: Id, mode: string) => `/admin/escenarios/${scenarioId}/exportar?modo=${mode}`,
  draftEditor: (slug: string, mode: string) => `/admin/escenarios/borrador?slug=${encodeURIComponent(slug)}&modo=${mode}`,
  draftPreview: (slug: string, mode: string) => `/admin/escenarios/vista-previa?slug=${encodeURIComponent(slug)}&modo=${mode}`,
  /** A list's CSV with the filters shown («a=1&b=2», or empty). */
  csvOf: (list: "/admin/registros" | "/admin/seguridad", filters: string) => `${list}.csv${filters ? `?${filters}` : ""}`,
  image: (key: string) => `/imagenes/${key}`,
} as const;
