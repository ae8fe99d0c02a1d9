import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { formatDateTime } from "~/domain/evaluation";
import { TEXT_CHARS_MESSAGE } from "~/domain/safe-text";
import { ALT_MAX, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPES, MAX_IMAGE_BYTES } from "~/domain/images";
import { asViewer } from "~/server/guards.server";
import { imagesQuery, storeImage, type StoreRefusal } from "~/server/images.server";
import { AdminPage } from "~/ui/admin-page";
import { LabelledCell, TableSection } from "~/ui/data-table";
import { buttonClass, Field, FormMessage } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Imágenes · Escenarios · SimPed" }];

/** Each refusal: its field, its status and what the admin reads. */
const REFUSALS: Record<StoreRefusal, { field: "imagen" | "alt" | null; status: number; message: string }> = {
  noFile: { field: "imagen", status: 400, message: "Elige un archivo de imagen (PNG, JPEG o WebP)." },
  empty: { field: "imagen", status: 400, message: "El archivo está vacío." },
  tooLarge: { field: "imagen", status: 413, message: IMAGE_TOO_LARGE_MESSAGE },
  notImage: {
    field: "imagen",
    status: 415,
    message: "El archivo no es una imagen PNG, JPEG o WebP (se comprueba su contenido, no su nombre): no se ha guardado.",
  },
  altMissing: {
    field: "alt",
    status: 400,
    message: "Escribe el texto alternativo: qué muestra la imagen, para quien no puede verla.",
  },
  altTooLong: { field: "alt", status: 400, message: `El texto alternativo tiene como máximo ${ALT_MAX} caracteres.` },
  altIsFileName: { field: "alt", status: 400, message: "El texto alternativo debe decir qué muestra la imagen, no el nombre del archivo." },
  altChars: { field: "alt", status: 400, message: TEXT_CHARS_MESSAGE },
  noBucket: { field: null, status: 503, message: "El almacén de imágenes no está disponible (R2, enlace IMAGES): no se ha guardado." },
};

/** Admins: the images uploaded for cases, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => (await read([imagesQuery(db, adminId)]))[0]);
  return { isAdmin: true, images: result };
}

type Answer = { ok: boolean; message: string; key?: string; alt?: string; fields?: { imagen?: string; alt?: string } };

/** 'Subir imagen': checked by its content and with its alternative text, or refused with nothing stored. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const alt = form.get("alt");
  const { result } = await asViewer(request, app, "adminAction", async (read, _adminId, admin) => {
    const stored = await storeImage(app, { file: form.get("imagen"), alt }, read, () => admin().id);
    if (!stored.ok) {
      const refusal = REFUSALS[stored.reason];
      return data<Answer>(
        {
          ok: false,
          message: refusal.message,
          alt: typeof alt === "string" ? alt : "",
          fields: refusal.field ? { [refusal.field]: refusal.message } : undefined,
        },
        { status: refusal.status },
      );
    }
    const message = stored.existing
      ? "Esta imagen ya estaba subida: se conserva con su texto alternativo. Su clave:"
      : "Imagen guardada. Su clave, para usarla en un escenario:";
    return data<Answer>({ ok: true, message, key: stored.key, alt: stored.alt });
  });
  return result;
}

const sizeFormat = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${sizeFormat.format(bytes / 1024)} KB` : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
const TYPE_LABEL: Record<string, string> = { "image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP" };

/** What to write in a scenario file to use the image (an in-person `imagen` variable's `image`, or a brief's `images`). */
const reference = (key: string, alt: string) => JSON.stringify({ key, alt });

export default function ScenarioImages() {
  const { images } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <AdminPage
      title="Imágenes de los casos"
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
      intro={
        <>
          Radiografías, fotografías clínicas, ECG… para las variables de tipo «imagen» de los casos presenciales (se proyectan en grande al
          mostrarlas) y para la presentación de los casos online. Sin datos que identifiquen al paciente: cualquiera con el código de una
          sesión puede verlas en la pantalla de alumnos.
        </>
      }
      wide
    >
      <section aria-labelledby="subir" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="subir" className="text-xl font-semibold">
          Subir una imagen
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          PNG, JPEG o WebP, de 5 MB como máximo. Se comprueba el contenido del archivo, no su nombre. El texto alternativo dice qué muestra
          la imagen a quien no puede verla (lo leen los lectores de pantalla y aparece si la imagen no carga).
        </p>
        <div className="mt-3" aria-live="polite">
          {result && (
            <FormMessage tone={result.ok ? "success" : "error"}>
              {result.message}
              {result.ok && result.key && (
                <>
                  {" "}
                  <code className="break-all font-mono">{result.key}</code>
                </>
              )}
            </FormMessage>
          )}
        </div>
        <Form ref={form} method="post" encType="multipart/form-data" className="mt-3 grid gap-4 md:grid-cols-2">
          <FileField error={result?.fields?.imagen} />
          <Field
            label="Texto alternativo"
            name="alt"
            required
            maxLength={ALT_MAX}
            defaultValue={result && !result.ok ? result.alt : undefined}
            key={result?.ok ? result.key : "alt"}
            hint="Por ejemplo: «Radiografía de tórax AP con condensación en el lóbulo inferior derecho»."
            error={result?.fields?.alt}
          />
          <div>
            <button type="submit" disabled={busy} className={buttonClass("primary")}>
              {busy ? "Subiendo…" : "Subir imagen"}
            </button>
          </div>
        </Form>
      </section>
      <TableSection
        id="imagenes"
        title="Imágenes subidas"
        count={images.length}
        headers={["Imagen", "Texto alternativo", "Clave y uso en un escenario", "Archivo", "Subida"]}
        empty="Todavía no hay imágenes."
        stackOnPhone
        rows={images.map((image) => (
          <tr key={image.key} className="border-t border-slate-200 align-top max-md:block max-md:py-2">
            <td className="p-3 max-md:block">
              <a href={paths.image(image.key)} className="inline-block rounded border border-slate-200 bg-slate-900">
                <img src={paths.image(image.key)} alt={image.alt} loading="lazy" className="h-24 w-32 object-contain" />
              </a>
            </td>
            <LabelledCell label="Texto alternativo" className="max-w-xs">
              {image.alt}
            </LabelledCell>
            <LabelledCell label="Clave y uso en un escenario">
              <code className="block break-all font-mono text-xs">{image.key}</code>
              <details className="mt-1 text-xs">
                <summary className="cursor-pointer text-brand-700 underline">Cómo usarla en un escenario</summary>
                <p className="mt-1 text-slate-700">
                  En el editor, elígela por su texto alternativo en «Imagen» de una variable de tipo «Imagen» (caso presencial) o en
                  «Imágenes» del caso clínico (caso online). En el archivo JSON del escenario se escribe así (<code>image</code> en la
                  variable, dentro de <code>images</code> en el caso clínico):
                </p>
                <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-slate-100 p-2">{reference(image.key, image.alt)}</pre>
              </details>
            </LabelledCell>
            <LabelledCell label="Archivo">
              {TYPE_LABEL[image.contentType] ?? image.contentType} · {sizeOf(image.bytes)}
            </LabelledCell>
            <LabelledCell label="Subida">
              {formatDateTime(image.uploadedAt)} · {image.uploadedBy ?? "—"}
            </LabelledCell>
          </tr>
        ))}
      />
    </AdminPage>
  );
}

/** The file input; with JavaScript a file above 5 MB is refused at once, before it travels. */
function FileField({ error }: { error?: string }) {
  const hint = "PNG, JPEG o WebP; 5 MB como máximo.";
  return (
    <div>
      <label htmlFor="imagen" className="block text-sm font-medium text-slate-800">
        Archivo de imagen
      </label>
      <input
        id="imagen"
        type="file"
        name="imagen"
        required
        accept={Object.keys(IMAGE_TYPES).join(",")}
        aria-describedby={["imagen-hint", error && "imagen-error"].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.setCustomValidity(file && file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE_MESSAGE : "");
          event.currentTarget.reportValidity();
        }}
        className="mt-1 block w-full text-sm"
      />
      <p id="imagen-hint" className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {error && (
        <p id="imagen-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
