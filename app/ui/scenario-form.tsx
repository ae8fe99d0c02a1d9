/**
 * The studio's field-by-field editor (issue 12): every field of the format as its own control,
 * drawn from the format's JSON Schema. Buttons that add, remove or move items are submit buttons
 * (`name="edit"`), so without JavaScript the server applies them and draws the form again; with
 * JavaScript they act at once on the page's state.
 */
import { useState, type MouseEvent, type ReactNode } from "react";
import {
  editValue,
  fieldId,
  fieldLabel,
  fieldName,
  itemLabel,
  isImageKey,
  isLongText,
  itemNoun,
  choiceIsJson,
  kindOf,
  LENGTH_MARK,
  maxItemsOf,
  pathLabel,
  PRESENT_MARK,
  referenceChoices,
  showNumber,
  SWITCHED_NUMBERS,
  valueAt,
  type Choice,
  type Edit,
  type FieldSchema,
  type Path,
  type Tree,
} from "~/domain/scenario-form";

export type FormErrors = Record<string, string[]>;

type Context = {
  root: FieldSchema;
  tree: Tree;
  errors: FormErrors;
  /** Fields the studio fills itself (derived from others) or keeps as they are (the slug of a saved case). */
  skip: (path: Path) => "hidden" | "omit" | "readonly" | null;
  onChange: (path: Path, value: Tree) => void;
  onEdit: (edit: Edit) => void;
  /** The list the last edit made without JavaScript changed: it and the items around it come back open. */
  edited?: Path;
  /** The uploaded images an image's key is picked from. */
  images?: Choice[];
};

const control =
  "scroll-mt-24 mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600";
const smallButton =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40";

export function ScenarioFields(props: Context) {
  const { root } = props;
  return (
    <div className="space-y-6">
      {Object.entries(root.properties ?? {}).map(([key, child]) => (
        <FieldNode key={key} ctx={props} node={child} path={[key]} required={root.required?.includes(key) ?? false} />
      ))}
    </div>
  );
}

function EditButton({
  ctx,
  edit,
  label,
  children,
  disabled,
}: {
  ctx: Context;
  edit: Edit;
  label: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      name="edit"
      value={editValue(edit)}
      formNoValidate
      disabled={disabled}
      aria-label={label}
      className={smallButton}
      onClick={(event: MouseEvent) => {
        // With JavaScript the edit happens here; without it, the server applies the same edit.
        event.preventDefault();
        ctx.onEdit(edit);
      }}
    >
      {children}
    </button>
  );
}

function Errors({ ctx, path }: { ctx: Context; path: Path }) {
  const messages = ctx.errors[path.join(".")];
  if (!messages?.length) return null;
  return (
    <ul id={`${fieldId(path)}-error`} className="mt-1 space-y-0.5 text-sm text-red-700">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

const hasError = (ctx: Context, path: Path) => Boolean(ctx.errors[path.join(".")]?.length);
const errorsBelow = (ctx: Context, path: Path) => {
  const prefix = path.join(".");
  return Object.keys(ctx.errors).some((key) => key === prefix || key.startsWith(`${prefix}.`));
};

/** Where an item sits, for buttons' names: "Pregunta 2 (Paso 1)". */
function placeOf(path: Path): string {
  const outer = path.slice(0, -2);
  return outer.some((segment) => typeof segment === "number") ? ` (${pathLabel(outer)})` : "";
}

function FieldNode({ ctx, node, path, required }: { ctx: Context; node: FieldSchema; path: Path; required: boolean }) {
  const key = path[path.length - 1];
  const skip = ctx.skip(path);
  const value = valueAt(ctx.tree, path);
  if (skip === "omit") return null;
  if (skip === "hidden") return <input type="hidden" name={fieldName(path)} value={showNumber(value)} />;
  const shape = kindOf(node, key, !required);
  const label = typeof key === "number" ? itemLabel(path[path.length - 2], key) : fieldLabel(key);
  const id = fieldId(path);
  const invalid = hasError(ctx, path) || undefined;
  const describedBy =
    [node.description && key !== "correct_option" && `${id}-help`, invalid && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const help =
    node.description && key !== "correct_option" ? (
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
        {node.description}
      </p>
    ) : null;

  if (shape.kind === "group") {
    const present = value !== undefined;
    if (!required && !present)
      return (
        <div>
          <EditButton ctx={ctx} edit={{ op: "include", path }} label={`Añadir ${label.toLocaleLowerCase("es")}${placeOf([...path, 0])}`}>
            + {label}
          </EditButton>
        </div>
      );
    return (
      <fieldset id={id} className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 font-semibold">{label}</legend>
        {!required && <input type="hidden" name={`${fieldName(path)}.${PRESENT_MARK}`} value="1" />}
        <Errors ctx={ctx} path={path} />
        {Object.entries(node.properties ?? {}).map(([childKey, child]) => (
          <FieldNode
            key={childKey}
            ctx={ctx}
            node={child}
            path={[...path, childKey]}
            required={node.required?.includes(childKey) ?? false}
          />
        ))}
        {!required && (
          <EditButton ctx={ctx} edit={{ op: "omit", path }} label={`Quitar ${label.toLocaleLowerCase("es")}${placeOf([...path, 0])}`}>
            Quitar {label.toLocaleLowerCase("es")}
          </EditButton>
        )}
      </fieldset>
    );
  }

  if (shape.kind === "list") return <ListField ctx={ctx} node={node} item={shape.item} path={path} label={label} />;

  if (shape.kind === "multi") {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    return (
      <fieldset id={id} aria-describedby={describedBy}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        {help}
        <div className="mt-1 flex flex-wrap gap-2">
          {shape.choices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm">
              <input
                type="checkbox"
                name={fieldName(path)}
                value={choice.value}
                checked={selected.includes(choice.value)}
                onChange={(event) =>
                  ctx.onChange(path, event.target.checked ? [...selected, choice.value] : selected.filter((each) => each !== choice.value))
                }
                className="accent-brand-600"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <Errors ctx={ctx} path={path} />
      </fieldset>
    );
  }

  if (shape.kind === "flag")
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            id={id}
            type="checkbox"
            name={fieldName(path)}
            checked={value === true}
            onChange={(event) => ctx.onChange(path, event.target.checked ? true : node.const === true ? undefined : false)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="accent-brand-600"
          />
          {label}
        </label>
        {help}
        <Errors ctx={ctx} path={path} />
      </div>
    );

  if (shape.kind === "fixed")
    return (
      <p className="text-sm">
        <span className="font-medium text-slate-800">{label}:</span> {showNumber(shape.value)}
      </p>
    );

  if (shape.kind === "number" && typeof key === "string" && Object.hasOwn(SWITCHED_NUMBERS, key))
    return <SwitchedNumber ctx={ctx} path={path} id={id} invalid={invalid} describedBy={describedBy} />;

  const readonly = skip === "readonly";
  let input: ReactNode;
  if (key === "correct_option") {
    // The right answer is picked among the question's own options, by their words.
    const options = valueAt(ctx.tree, [...path.slice(0, -1), "options"]);
    const list = Array.isArray(options) ? (options as string[]) : [];
    input = (
      <select
        id={id}
        name={fieldName(path)}
        value={showNumber(value)}
        onChange={(event) => ctx.onChange(path, Number(event.target.value))}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={control}
      >
        <option value="">— Elige la opción correcta —</option>
        {list.map((option, i) => (
          <option key={i} value={i}>
            {`Opción ${i + 1}: ${option.length > 80 ? `${option.slice(0, 80)}…` : option || "(vacía)"}`}
          </option>
        ))}
      </select>
    );
  } else if ((isImageKey(path) && ctx.images) || referenceChoices(ctx.tree, path)) {
    // An image is chosen among those uploaded (Escenarios → Imágenes), by what they show; a phase,
    // an intervention or a variable among the case's own, by their names.
    const choices = referenceChoices(ctx.tree, path) ?? ctx.images ?? [];
    const current = String(value ?? "");
    const known = choices.some((choice) => choice.value === current);
    input = (
      <select
        id={id}
        name={fieldName(path)}
        value={current}
        onChange={(event) => {
          ctx.onChange(path, event.target.value);
          // A picked image brings the description it was uploaded with, when this use has none yet.
          const altPath = [...path.slice(0, -1), "alt"];
          const chosen = ctx.images?.find((image) => image.value === event.target.value);
          if (isImageKey(path) && chosen && !valueAt(ctx.tree, altPath)) ctx.onChange(altPath, chosen.label);
        }}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={control}
      >
        <option value="">—</option>
        {!known && current && <option value={current}>{current} (no existe)</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (shape.kind === "choice") {
    const current = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
    input = (
      <select
        id={id}
        name={fieldName(path)}
        value={current}
        onChange={(event) => ctx.onChange(path, decodeChoice(node, event.target.value))}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={control}
      >
        {!required && <option value="">—</option>}
        {shape.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (isLongText(node)) {
    input = (
      <textarea
        id={id}
        name={fieldName(path)}
        value={String(value ?? "")}
        maxLength={node.maxLength}
        onChange={(event) => ctx.onChange(path, event.target.value)}
        rows={3}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={control}
      />
    );
  } else {
    const numeric = shape.kind === "number";
    input = (
      <input
        id={id}
        name={fieldName(path)}
        value={numeric ? showNumber(value) : String(value ?? "")}
        maxLength={node.maxLength}
        readOnly={readonly}
        onChange={(event) => ctx.onChange(path, event.target.value)}
        inputMode={numeric ? (shape.integer ? "numeric" : "decimal") : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${control} ${numeric ? "max-w-[12rem]" : ""} ${readonly ? "bg-slate-100" : ""}`}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {!required && <span className="font-normal text-slate-600"> (opcional)</span>}
      </label>
      {input}
      {help}
      <Errors ctx={ctx} path={path} />
    </div>
  );
}

/**
 * «Pregunta urgente» and its seconds: a box that says what the number means. Without JavaScript both
 * are always there (the seconds count only with the box ticked); with it, ticking the box proposes
 * the usual seconds and unticking it drops them.
 */
function SwitchedNumber({
  ctx,
  path,
  id,
  invalid,
  describedBy,
}: {
  ctx: Context;
  path: Path;
  id: string;
  invalid: true | undefined;
  describedBy: string | undefined;
}) {
  const key = String(path[path.length - 1]);
  const { label, suggested } = SWITCHED_NUMBERS[key];
  const value = valueAt(ctx.tree, path);
  const on = value !== undefined;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="sr-only">{label}</legend>
      <label className="flex min-h-6 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          name={`${fieldName(path)}.${PRESENT_MARK}`}
          value="1"
          checked={on}
          onChange={(event) => ctx.onChange(path, event.target.checked ? suggested : undefined)}
          className="size-5 accent-brand-600"
        />
        {label}
      </label>
      <label htmlFor={id} className="mt-2 block text-sm text-slate-800">
        Segundos para responder (de 30 a 120; solo si es urgente)
      </label>
      <input
        id={id}
        name={fieldName(path)}
        value={showNumber(value)}
        onChange={(event) => ctx.onChange(path, event.target.value)}
        inputMode="numeric"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={`${control} max-w-[12rem]`}
      />
      <Errors ctx={ctx} path={path} />
    </fieldset>
  );
}

function decodeChoice(node: FieldSchema, value: string): Tree {
  if (value === "") return undefined;
  return choiceIsJson(node) ? JSON.parse(value) : value;
}

/** The first words of an item, so that a closed item still says which it is. */
function summaryOf(item: Tree): string {
  if (typeof item === "string") return item;
  if (typeof item !== "object" || item === null) return "";
  const record = item as Record<string, unknown>;
  for (const key of ["question_text", "description", "title", "label", "name", "text", "key", "action", "variable_key", "event"]) {
    if (typeof record[key] === "string" && record[key]) return String(record[key]);
  }
  return "";
}

/** True for an item that holds the edited list, or sits in it. */
function isAround(edited: Path | undefined, item: Path): boolean {
  if (!edited) return false;
  const within = (outer: Path) => outer.length <= edited.length && outer.every((segment, i) => edited[i] === segment);
  return within(item) || (within(item.slice(0, -1)) && edited.length === item.length - 1);
}

/** An item that opens and closes as its reader wants: typing its first words does not close it. */
function Foldable({ initiallyOpen, summary, children }: { initiallyOpen: boolean; summary: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 bg-slate-50">
      <summary className="cursor-pointer px-3 py-2 font-medium">{summary}</summary>
      <div className="space-y-3 border-t border-slate-200 bg-white p-3">{children}</div>
    </details>
  );
}

function ListField({ ctx, node, item, path, label }: { ctx: Context; node: FieldSchema; item: FieldSchema; path: Path; label: string }) {
  const value = valueAt(ctx.tree, path);
  const items = Array.isArray(value) ? value : [];
  const listKey = path[path.length - 1];
  const noun = itemNoun(listKey);
  const objects = kindOf(item).kind === "group";
  const full = items.length >= maxItemsOf(node);
  // A list the format holds to a length (the script's three steps) cannot lose an item below it.
  const least = items.length <= (node.minItems ?? 0);
  const place = placeOf([...path, 0]);
  return (
    <fieldset id={fieldId(path)} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 font-semibold">
        {label} <span className="font-normal text-slate-600">({items.length})</span>
      </legend>
      <input type="hidden" name={`${fieldName(path)}.${LENGTH_MARK}`} value={items.length} />
      {node.description && <p className="text-xs text-slate-600">{node.description}</p>}
      <Errors ctx={ctx} path={path} />
      <ol className="space-y-2">
        {items.map((entry, i) => {
          const itemPath = [...path, i];
          const name = itemLabel(listKey, i);
          const buttons = (
            <div className="flex flex-wrap gap-1">
              <EditButton
                ctx={ctx}
                edit={{ op: "up", path: itemPath }}
                label={`Subir ${name.toLocaleLowerCase("es")}${place}`}
                disabled={i === 0}
              >
                ↑ Subir
              </EditButton>
              <EditButton
                ctx={ctx}
                edit={{ op: "down", path: itemPath }}
                label={`Bajar ${name.toLocaleLowerCase("es")}${place}`}
                disabled={i === items.length - 1}
              >
                ↓ Bajar
              </EditButton>
              <EditButton
                ctx={ctx}
                edit={{ op: "remove", path: itemPath }}
                label={`Quitar ${name.toLocaleLowerCase("es")}${place}`}
                disabled={least}
              >
                Quitar
              </EditButton>
            </div>
          );
          if (!objects)
            return (
              <li key={i} className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <FieldNode ctx={ctx} node={item} path={itemPath} required />
                </div>
                {buttons}
              </li>
            );
          const words = summaryOf(entry);
          return (
            <li key={i}>
              <Foldable
                initiallyOpen={errorsBelow(ctx, itemPath) || !words || isAround(ctx.edited, itemPath)}
                summary={
                  <>
                    {name}
                    {words && <span className="font-normal text-slate-700">: {words.length > 90 ? `${words.slice(0, 90)}…` : words}</span>}
                    {errorsBelow(ctx, itemPath) && <span className="ml-2 text-sm font-normal text-red-700">(revisar)</span>}
                  </>
                }
              >
                {buttons}
                <FieldNode ctx={ctx} node={item} path={itemPath} required />
              </Foldable>
            </li>
          );
        })}
      </ol>
      {!(full && least) && (
        <EditButton ctx={ctx} edit={{ op: "add", path }} label={`Añadir ${noun}${place}`} disabled={full}>
          + Añadir {noun}
        </EditButton>
      )}
    </fieldset>
  );
}
