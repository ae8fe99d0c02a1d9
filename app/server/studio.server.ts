/**
 * The scenario studio's data (issue 12): every scenario with its newest published version, the
 * drafts, and each scenario's history; drafts saved with an optimistic revision check; 'Publicar'
 * turns a draft into the next immutable version.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { profiles, scenarioDrafts, scenarioImages, scenarios, scenarioVersions } from "../../db/schema";
import { readScenarioFile, type DraftFile, type FileRefusal, type ScenarioFile } from "../scenario-format/files";
import { publishScenarioFile } from "../scenario-format/publish.server";
import type { AuditAction } from "../domain/audit";
import { safetyWarnings } from "../domain/scenario-checks";
import { describeChanges } from "../domain/scenario-diff";
import { problemText } from "../domain/scenario-form";
import { SCENARIO_STATUS } from "../domain/vocabulary";
import type { Db, Reader } from "./db.server";

export const STUDIO_MESSAGES = {
  conflict: "Otro instructor ha guardado cambios en este borrador.",
  draftExists: "Ya hay un borrador de este escenario: sustitúyelo desde su fila.",
  saved: "Borrador guardado. Publícalo cuando esté revisado.",
  savedIncomplete: "Borrador guardado tal como está. Para publicarlo falta completar:",
  published: "Publicado: los intentos nuevos usarán esta versión.",
  noDraft: "Ese borrador ya no existe (otra persona lo ha publicado o sustituido).",
  invalid: "El archivo no es un escenario válido:",
  incompletePreview:
    "Este borrador está incompleto: complétalo en el editor («Guardar borrador» dice qué falta) para verlo en la vista previa.",
  incomplete: "No se ha publicado: al borrador le falta esto (se guarda tal como está hasta que lo completes):",
  invalidFields: "No se ha guardado nada: revisa los campos señalados.",
  noFile: "Elige un archivo .json de escenario.",
  otherScenario: "Este borrador es de otro escenario: el slug y el modo no pueden cambiar (para un caso nuevo, usa Duplicar).",
  notFound: "Escenario no encontrado.",
  unreviewed: "Este borrador tiene avisos de seguridad: márcalos como revisados para publicarlo.",
  slugTaken: "Ya hay un escenario o un borrador con ese identificador: elige otro.",
  unchanged: "El borrador no cambia nada de la versión publicada: no hay nada que publicar.",
  discarded: "Borrador descartado. Lo publicado, si lo hay, no ha cambiado.",
  archived: "Archivado: ya no aparece en ninguna lista ni se puede empezar; sus versiones, intentos y sesiones se conservan.",
  restored: "Restaurado: vuelve a aparecer en las listas.",
  claimed: "Este borrador ya se está publicando o acaba de cambiar: recarga la página para ver su estado.",
} as const;

/**
 * The audit line of a studio action, for the batch of its write and under the write's own
 * condition (`source`: the `from … where …` or `where …` that holds exactly when the write applies),
 * so that the line is there if and only if the write is.
 */
const auditLine = (actor: SQL | string, action: AuditAction, details: SQL, source: SQL = sql``) =>
  sql`insert into audit_log (actor_id, action, details) select ${actor}, ${action}, ${details} ${source}`;

const scenarioDetails = (slug: string, mode: ScenarioFile["modo"], title: string) =>
  sql`json_object('escenario', ${slug}, 'modo', ${mode}, 'titulo', ${title})`;

/** A refused file's status: too large to read, or not a scenario (too complex, or invalid). */
export const FILE_STATUS: Record<FileRefusal["reason"], 400 | 413> = { tooLarge: 413, tooComplex: 400, invalid: 400 };

/** The studio's list: one row per scenario and mode, newest version first read; drafts apart (a new scenario has only a draft). */
export function studioReads(db: Db, adminId: SQL) {
  const newest = sql`${scenarioVersions.id} = (select max(n.id) from scenario_versions n where n.scenario_id = ${scenarioVersions.scenarioId} and n.mode = ${scenarioVersions.mode})`;
  return [
    db
      .select({
        scenarioId: scenarios.id,
        slug: scenarios.slug,
        title: scenarios.title,
        status: scenarios.status,
        mode: scenarioVersions.mode,
        number: scenarioVersions.number,
        publishedAt: scenarioVersions.publishedAt,
        publishedBy: profiles.nombre,
        archived: sql<boolean>`${scenarios.archivedAt} is not null`.mapWith(Boolean),
      })
      .from(scenarioVersions)
      .innerJoin(scenarios, eq(scenarios.id, scenarioVersions.scenarioId))
      .leftJoin(profiles, eq(profiles.id, scenarioVersions.publishedBy))
      // Gated on the admin's id: nothing for anyone else, in the viewer's own batch.
      .where(and(newest, sql`${adminId} is not null`))
      .orderBy(asc(scenarios.title), asc(scenarioVersions.mode)),
    db
      .select({
        slug: scenarioDrafts.slug,
        mode: scenarioDrafts.mode,
        revision: scenarioDrafts.revision,
        updatedAt: scenarioDrafts.updatedAt,
        updatedBy: profiles.nombre,
        file: scenarioDrafts.file,
        complete: scenarioDrafts.complete,
        // The published version this draft would follow (null: a case never published).
        publishedNumber: sql<number | null>`(select max(v.number) from scenario_versions v join scenarios s on s.id = v.scenario_id
          where s.slug = ${scenarioDrafts.slug} and v.mode = ${scenarioDrafts.mode})`,
      })
      .from(scenarioDrafts)
      .leftJoin(profiles, eq(profiles.id, scenarioDrafts.updatedBy))
      .where(sql`${adminId} is not null`)
      .orderBy(asc(scenarioDrafts.slug)),
    db
      .select({ key: scenarioImages.key })
      .from(scenarioImages)
      .where(sql`${adminId} is not null`),
  ] as const;
}

/** A scenario's versions, newest first, as a query for the page's batch; `historyOf` reads its rows. */
export function historyQuery(db: Db, scenarioId: number, mode: ScenarioFile["modo"], adminId: SQL) {
  return db
    .select({
      number: scenarioVersions.number,
      publishedAt: scenarioVersions.publishedAt,
      publishedBy: profiles.nombre,
      file: scenarioVersions.file,
    })
    .from(scenarioVersions)
    .leftJoin(profiles, eq(profiles.id, scenarioVersions.publishedBy))
    .where(and(eq(scenarioVersions.scenarioId, scenarioId), eq(scenarioVersions.mode, mode), sql`${adminId} is not null`))
    .orderBy(desc(scenarioVersions.number));
}

/** Each version with what changed from the one before it. */
export function historyOf(rows: Awaited<ReturnType<typeof historyQuery>>) {
  return rows.map((row, i) => ({
    number: row.number,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    changes: i + 1 < rows.length ? describeChanges(rows[i + 1].file.escenario, row.file.escenario) : [],
  }));
}

export type DraftSave = { ok: true; revision: number } | { ok: false; reason: "conflict" | "draftExists" | "slugTaken" };

/**
 * Saves a file as the draft of its scenario: a new draft when `baseRevision` is 0 (refused if one
 * exists; for a `fresh` scenario, also if its slug is any scenario's), otherwise only over the
 * revision the instructor was looking at ('conflict' when someone saved since). A draft may be
 * incomplete (`complete: false`): it keeps what was written; publishing checks it whole. A case
 * never published may change its slug (`from`: the slug it was saved under; the new one must be
 * free). One statement, conditional on the admin's id; published versions are never touched.
 */
export async function saveDraft(
  db: Db,
  adminId: SQL,
  file: DraftFile,
  baseRevision: number,
  read: Reader,
  options: { fresh?: boolean; complete?: boolean; from?: string } = {},
): Promise<DraftSave> {
  const { fresh = false, complete = true } = options;
  const key = { slug: String(file.escenario.slug ?? ""), mode: file.modo };
  const from = options.from ?? key.slug;
  const json = JSON.stringify(file);
  const title = typeof file.escenario.title === "string" ? file.escenario.title : "";
  const free = sql`not exists (select 1 from scenarios where slug = ${key.slug}) and not exists (select 1 from scenario_drafts where slug = ${key.slug})`;
  // A renamed draft: only a case never published, and only to a slug nobody uses.
  const renamed = from === key.slug ? sql`1` : sql`not exists (select 1 from scenarios where slug = ${from}) and ${free}`;
  const applies =
    baseRevision === 0
      ? sql`${adminId} is not null and ${fresh ? free : sql`1`} and not exists (select 1 from scenario_drafts where slug = ${key.slug} and mode = ${key.mode})`
      : sql`${adminId} is not null and ${renamed} and exists (select 1 from scenario_drafts where slug = ${from} and mode = ${key.mode} and revision = ${baseRevision})`;
  const [, written] = await read([
    db.run(auditLine(adminId, "scenario.draft_saved", scenarioDetails(key.slug, key.mode, title), sql`where ${applies}`)),
    baseRevision === 0
      ? db.all<{ revision: number }>(sql`insert into scenario_drafts (slug, mode, file, complete, revision, updated_by)
          select ${key.slug}, ${key.mode}, ${json}, ${complete ? 1 : 0}, 1, ${adminId} where ${adminId} is not null and ${fresh ? free : sql`1`}
          on conflict (slug, mode) do nothing returning revision`)
      : db.all<{ revision: number }>(sql`update scenario_drafts set slug = ${key.slug}, file = ${json}, complete = ${complete ? 1 : 0},
          revision = revision + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now'), updated_by = ${adminId}
          where slug = ${from} and mode = ${key.mode} and revision = ${baseRevision} and ${adminId} is not null and ${renamed} returning revision`),
  ]);
  if (written.length === 1) return { ok: true, revision: written[0].revision };
  if (baseRevision !== 0 && from !== key.slug) return { ok: false, reason: "slugTaken" };
  return { ok: false, reason: baseRevision === 0 ? (fresh ? "slugTaken" : "draftExists") : "conflict" };
}

/** 'Archivar' (or 'Restaurar'): the scenario leaves every list and cannot be started; nothing of it is deleted. */
export async function setArchived(db: Db, adminId: SQL, scenarioId: number, archived: boolean, read: Reader) {
  const [, changed] = await read([
    db.run(
      auditLine(
        adminId,
        archived ? "scenario.archived" : "scenario.restored",
        sql`json_object('escenario', slug, 'titulo', title)`,
        sql`from scenarios where id = ${scenarioId} and ${adminId} is not null`,
      ),
    ),
    db.all<{ title: string }>(sql`update scenarios set archived_at = ${archived ? sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` : null}
      where id = ${scenarioId} and ${adminId} is not null returning title`),
  ]);
  return changed[0]?.title ?? null;
}

/** 'Descartar': the draft goes, only if it is still the revision the instructor saw; versions stay. */
export async function discardDraft(
  db: Db,
  adminId: SQL,
  key: { slug: string; mode: ScenarioFile["modo"]; revision: number },
  read: Reader,
) {
  const [, removed] = await read([
    db.run(
      auditLine(
        adminId,
        "scenario.draft_discarded",
        sql`json_object('escenario', slug, 'modo', mode, 'titulo', json_extract(file, '$.escenario.title'))`,
        sql`from scenario_drafts where slug = ${key.slug} and mode = ${key.mode} and revision = ${key.revision} and ${adminId} is not null`,
      ),
    ),
    db.all<{ slug: string }>(sql`delete from scenario_drafts where slug = ${key.slug} and mode = ${key.mode}
      and revision = ${key.revision} and ${adminId} is not null returning slug`),
  ]);
  return removed.length === 1;
}

/**
 * 'Publicar': the draft (checked again by the format's parser) becomes the scenario's next version
 * and the live content, in one transaction that also removes the draft it published.
 *
 * Publishes of one draft are applied one at a time: the first batch claims the revision the
 * instructor saw (it moves the draft on by one, conditionally), so of any number of simultaneous
 * publishes one goes on and every other answers 'claimed' at once, without reading, checking or
 * waiting for the database's write lock. A publish refused by its checks gives the revision back.
 */
export async function publishDraft(
  db: Db,
  adminId: string,
  draft: { slug: string; mode: ScenarioFile["modo"]; revision: number; reviewed: boolean },
): Promise<
  | { ok: true; number: number; title: string }
  | { ok: false; reason: "noDraft" | "claimed" | "unchanged" }
  | { ok: false; reason: "invalid" | "unreviewed"; problems: string[] }
> {
  const key = and(eq(scenarioDrafts.slug, draft.slug), eq(scenarioDrafts.mode, draft.mode));
  const claimedRevision = draft.revision + 1;
  const [[claimed], [exists], [newest], images] = await db.batch([
    db
      .update(scenarioDrafts)
      .set({ revision: claimedRevision })
      .where(and(key, eq(scenarioDrafts.revision, draft.revision)))
      .returning({ file: scenarioDrafts.file }),
    db.select({ revision: scenarioDrafts.revision }).from(scenarioDrafts).where(key),
    db
      .select({ file: scenarioVersions.file })
      .from(scenarioVersions)
      .innerJoin(scenarios, eq(scenarios.id, scenarioVersions.scenarioId))
      .where(and(eq(scenarios.slug, draft.slug), eq(scenarioVersions.mode, draft.mode)))
      .orderBy(desc(scenarioVersions.number))
      .limit(1),
    db.select({ key: scenarioImages.key }).from(scenarioImages),
  ]);
  if (!claimed) return { ok: false, reason: exists ? "claimed" : "noDraft" };
  const checked = checkToPublish(claimed.file, newest?.file, images, draft.reviewed);
  if (!checked.ok) {
    await db
      .update(scenarioDrafts)
      .set({ revision: draft.revision })
      .where(and(key, eq(scenarioDrafts.revision, claimedRevision)));
    return checked;
  }
  const { file } = checked;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(scenarioDrafts)
      .where(and(key, eq(scenarioDrafts.revision, claimedRevision)))
      .returning({ slug: scenarioDrafts.slug });
    if (removed.length === 0) return { ok: false as const, reason: "claimed" as const };
    const { number } = await publishScenarioFile(tx, file, adminId);
    await tx.run(
      auditLine(
        adminId,
        "scenario.published",
        sql`json_object('escenario', ${draft.slug}, 'modo', ${draft.mode}, 'titulo', ${file.escenario.title}, 'version', ${number})`,
      ),
    );
    return { ok: true as const, number, title: file.escenario.title };
  });
}

/** What 'Publicar' checks of a draft: that it is a whole, valid file, that it changes something, and that its warnings were read. */
function checkToPublish(
  file: DraftFile,
  newest: ScenarioFile | undefined,
  images: { key: string }[],
  reviewed: boolean,
):
  | { ok: true; file: ScenarioFile }
  | { ok: false; reason: "unchanged" }
  | { ok: false; reason: "invalid" | "unreviewed"; problems: string[] } {
  // Publishing is where completeness is required: a draft saved half-written is refused here, field by field.
  const read = readScenarioFile(JSON.stringify(file));
  if (!read.ok) return { ok: false, reason: "invalid", problems: read.problems.map(problemText) };
  // A version that changes nothing would only add noise to the history.
  if (newest && describeChanges(newest.escenario, read.file.escenario).length === 0) return { ok: false, reason: "unchanged" };
  // Warnings do not block, but nobody publishes past them without saying they were read.
  const warnings = safetyWarnings(read.file, new Set(images.map((image) => image.key)));
  if (warnings.length > 0 && !reviewed) return { ok: false, reason: "unreviewed", problems: warnings };
  return { ok: true, file: read.file };
}

/**
 * 'Editar' and 'Duplicar' on a published scenario: its newest version becomes a draft (for 'Editar',
 * unless one is already open; for 'Duplicar', under the first free slug "<slug>-copia…", titled
 * "(copia)" and in construction until someone publishes it). Answers the draft's slug.
 */
export async function draftFromVersion(
  db: Db,
  adminId: SQL,
  source: { scenarioId: number; mode: ScenarioFile["modo"]; copy: boolean },
  read: Reader,
): Promise<{ ok: true; slug: string } | { ok: false; reason: "notFound" }> {
  const [[newest], taken] = await read([
    db
      .select({ file: scenarioVersions.file })
      .from(scenarioVersions)
      .where(and(eq(scenarioVersions.scenarioId, source.scenarioId), eq(scenarioVersions.mode, source.mode), sql`${adminId} is not null`))
      .orderBy(desc(scenarioVersions.number))
      .limit(1),
    db.all<{ slug: string }>(sql`select slug from scenarios union select slug from scenario_drafts`),
  ]);
  if (!newest) return { ok: false, reason: "notFound" };
  const file = structuredClone(newest.file);
  if (source.copy) {
    const used = new Set(taken.map((row) => row.slug));
    const base = `${file.escenario.slug}-copia`;
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    file.escenario = {
      ...file.escenario,
      slug,
      title: `${file.escenario.title} (copia)`,
      status: SCENARIO_STATUS.inProgress,
    } as typeof file.escenario;
  }
  await saveDraft(db, adminId, file, 0, read);
  return { ok: true, slug: file.escenario.slug };
}
