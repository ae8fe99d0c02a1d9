/** The first version's stable address: the same schema, which still accepts version-1 files. */
export { loader } from "./esquemas.escenario-v2[.]json";
