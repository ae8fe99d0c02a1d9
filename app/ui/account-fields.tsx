import { useState, type FormEvent } from "react";
import type { FieldErrors } from "~/domain/forms";
import { ChoiceGroup, Field, FormMessage } from "./form";

/**
 * With JavaScript a form is checked when it is sent, with the server's own rules (`check`): every
 * error at once and nothing sent; without, the server answers the same. The button is never disabled.
 */
export function useCheckOnSubmit(check: (form: FormData) => FieldErrors | null) {
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = check(new FormData(event.currentTarget));
    setChecked(errors);
    if (errors) event.preventDefault();
  };
  return { checked, onSubmit };
}

type Values = { nombre?: string; apellidos?: string };

/** Nombre and apellidos side by side, as sign-up and «Mi perfil» ask for them, with the ids their error summary links to. */
export function NameFields({ values, errors, apellidosRequired }: { values: Values; errors: FieldErrors; apellidosRequired?: boolean }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        id="f-nombre"
        label="Nombre"
        name="nombre"
        defaultValue={values.nombre}
        autoComplete="given-name"
        required
        maxLength={100}
        error={errors.nombre}
      />
      <Field
        id="f-apellidos"
        label="Apellidos"
        name="apellidos"
        defaultValue={values.apellidos}
        autoComplete="family-name"
        required={apellidosRequired}
        maxLength={150}
        error={errors.apellidos}
      />
    </div>
  );
}

/** 'Áreas de interés': the categories as checkboxes, or why they cannot be offered. */
export function AreasField({
  categories,
  categoriesError,
  selected,
  error,
}: {
  categories: readonly string[];
  categoriesError: string | null;
  selected: readonly string[];
  error?: string;
}) {
  if (categoriesError) return <FormMessage tone="info">{categoriesError}</FormMessage>;
  return (
    <ChoiceGroup
      id="f-areas"
      legend="Áreas de interés"
      name="areas"
      type="checkbox"
      options={categories.map((name) => ({ value: name, label: name }))}
      selected={selected}
      error={error}
      empty="No hay categorías disponibles."
    />
  );
}
