import { Form, useSubmit } from "@remix-run/react";
import { type CatalogFilters } from "~/domain/catalog";
import { LEVELS } from "~/domain/vocabulary";
import { buttonClass } from "./form";

const field = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

/** Search and filters of a scenario list: a GET form (works without JavaScript; with it, filters apply as they change). */
export function CatalogFilterForm({
  filters,
  categories,
  showMode,
  hidden,
}: {
  filters: CatalogFilters;
  categories: string[];
  showMode: boolean;
  hidden?: Record<string, string>;
}) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      role="search"
      className={`mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${showMode ? "md:grid-cols-[2fr_1fr_1fr_1fr_auto]" : "md:grid-cols-[2fr_1fr_1fr_auto]"}`}
      onChange={(e) => submit(e.currentTarget, { replace: true })}
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="text-sm font-medium">
        Buscar
        <input type="search" name="q" defaultValue={filters.q} placeholder="Título o resumen" className={field} />
      </label>
      <label className="text-sm font-medium">
        Nivel
        <select name="level" defaultValue={filters.level} className={field}>
          <option value="">Todos</option>
          {LEVELS.map((level) => (
            <option key={level.value} value={level.value}>
              {level.label}
            </option>
          ))}
        </select>
      </label>
      {showMode && (
        <label className="text-sm font-medium">
          Modo
          <select name="mode" defaultValue={filters.mode} className={field}>
            <option value="online">Online</option>
            <option value="presencial">Presencial</option>
          </select>
        </label>
      )}
      <label className="text-sm font-medium">
        Categoría
        <select name="category" defaultValue={filters.category} className={field}>
          <option value="">Todas</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`${buttonClass("secondary")} self-end`}>
        Filtrar
      </button>
    </Form>
  );
}
