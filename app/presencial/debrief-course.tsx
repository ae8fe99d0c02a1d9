/**
 * The debrief's course chart (issue 27 §1): the report and the ended console mount this section
 * with what their loader built (`debriefChart`). Its text equivalent is the timeline beside it and
 * the chart's own «Curso en texto».
 */
import { CourseChart } from "./course-chart";
import type { DebriefChart } from "./debrief-chart";

export const COURSE_TITLE = "Curso de la simulación";

export function DebriefCourse({ chart, className = "mt-10 print:mt-6" }: { chart: DebriefChart; className?: string }) {
  return (
    <section aria-labelledby="curso" data-course-chart className={`break-inside-avoid ${className}`}>
      <h2 id="curso" className="break-after-avoid text-xl font-semibold print:text-base">
        {COURSE_TITLE}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Lo que mostraron las pantallas (el paciente reproducido sobre lo registrado) y, en el mismo eje, cada acción, dosis, descarga,
        alarma, paso del guion y marca del checklist.
      </p>
      <div className="mt-3 print:mt-2">
        <CourseChart
          states={chart.states}
          variables={chart.variables}
          markers={chart.markers}
          durationS={chart.durationS}
          title={COURSE_TITLE}
        />
      </div>
    </section>
  );
}
