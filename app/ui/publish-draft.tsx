import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass } from "./form";

/**
 * 'Publicar' a draft at the revision shown: posted to the studio's list, which answers; a draft
 * with safety warnings asks first that they were read (the server checks it again).
 */
export function PublishDraftForm({
  id,
  draft,
  busy = false,
  className,
  children,
}: {
  /** For a button elsewhere on the page (a sticky bar) that submits this form. */
  id?: string;
  draft: { slug: string; mode: string; revision: number; title: string; warnings: readonly string[] };
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form id={id} method="post" action="/admin/escenarios" className={className}>
      {children}
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="slug" value={draft.slug} />
      <input type="hidden" name="mode" value={draft.mode} />
      <input type="hidden" name="revision" value={draft.revision} />
      {draft.warnings.length > 0 && (
        <label className="my-2 flex items-start gap-2 text-sm">
          <input type="checkbox" name="revisado" value="si" required className="mt-1" />
          <span>He revisado los avisos</span>
        </label>
      )}
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        Publicar<span className="sr-only"> {draft.title}</span>
      </button>
    </Form>
  );
}
