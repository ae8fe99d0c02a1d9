/**
 * Escenarios de simulación online, en orden estable (el orden de siembra).
 * Cada escenario se identifica por su `slug`, que permite sembrar de forma idempotente.
 */
import type { OnlineScenario } from "./schema";
import shockSepticoLactante from "./shock-septico-lactante";
import bronquiolitisGraveLactante from "./bronquiolitis-grave-lactante";
import anafilaxiaPediatrica from "./anafilaxia-pediatrica";
import estatusEpilepticoPediatrico from "./estatus-epileptico-pediatrico";
import cetoacidosisDiabetica from "./cetoacidosis-diabetica";
import seguridadMedicamentoPediatria from "./seguridad-medicamento-pediatria";
import pcrPediatricaRitmoDesfibrilable from "./pcr-pediatrica-ritmo-desfibrilable";
import crisisAsmaticaGrave from "./crisis-asmatica-grave";
import sepsisMeningococica from "./sepsis-meningococica";
import hiperpotasemiaGrave from "./hiperpotasemia-grave";
import intoxicacionParacetamol from "./intoxicacion-paracetamol";
import preparacionPerfusionesFarmacia from "./preparacion-perfusiones-farmacia";
import pcrRitmoNoDesfibrilable from "./pcr-ritmo-no-desfibrilable";
import taquicardiaSupraventricular from "./taquicardia-supraventricular";
import obstruccionViaAereaSuperior from "./obstruccion-via-aerea-superior";
import traumatismoCraneoencefalicoGrave from "./traumatismo-craneoencefalico-grave";

export const onlineScenarios: OnlineScenario[] = [
  shockSepticoLactante,
  bronquiolitisGraveLactante,
  anafilaxiaPediatrica,
  estatusEpilepticoPediatrico,
  cetoacidosisDiabetica,
  seguridadMedicamentoPediatria,
  pcrPediatricaRitmoDesfibrilable,
  crisisAsmaticaGrave,
  sepsisMeningococica,
  hiperpotasemiaGrave,
  intoxicacionParacetamol,
  preparacionPerfusionesFarmacia,
  pcrRitmoNoDesfibrilable,
  taquicardiaSupraventricular,
  obstruccionViaAereaSuperior,
  traumatismoCraneoencefalicoGrave,
];

export * from "./schema";
