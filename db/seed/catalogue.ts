/**
 * The seed catalogue: the scenario files under db/seed/online and db/seed/presencial, in the order
 * of their names (the seeding order), each read by the same parser as an import.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readScenarioFile, type ScenarioFile } from "../../app/scenario-format/files";

function readFolder(mode: ScenarioFile["modo"]): ScenarioFile[] {
  const folder = join(import.meta.dirname, mode);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const read = readScenarioFile(readFileSync(join(folder, name), "utf8"));
      if (!read.ok) throw new Error(`${mode}/${name}: ${read.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`);
      if (read.file.modo !== mode) throw new Error(`${mode}/${name}: the file says modo "${read.file.modo}"`);
      return read.file;
    });
}

/** Every file, online first: the order they are seeded in. */
export const catalogueFiles: ScenarioFile[] = [...readFolder("online"), ...readFolder("presencial")];
export const onlineScenarios = catalogueFiles.flatMap((file) => (file.modo === "online" ? [file.escenario] : []));
export const presencialScenarios = catalogueFiles.flatMap((file) => (file.modo === "presencial" ? [file.escenario] : []));
