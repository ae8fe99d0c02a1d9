/**
 * The console's controls, shared by its panels: every command is a form (its own fetcher with
 * JavaScript, a plain form without, a call to the studio's sandbox in the preview), and its message
 * shows next to it.
 */
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { createContext, useContext, useEffect, useState } from "react";
import type { consoleLoader } from "~/presencial/console.server";
import { buttonClass } from "../ui/form";

export type ConsoleData = ReturnType<typeof useLoaderData<typeof consoleLoader>>;
type Data = ConsoleData;

/** What a command answered: the whole console when it was carried out, the message for its control when not. */
export type Answer = { ok?: boolean; message?: string; fields?: Record<string, string>; console?: unknown };

/** The console as last known, and how a command's answer offers a newer one. */
export const ConsoleContext = createContext<{ data: Data; offer: (next: Data) => void } | null>(null);
/** The answer of the form a control belongs to (with JavaScript, that form's own fetcher's). */
export const AnswerContext = createContext<Answer | undefined>(undefined);
/**
 * A console that sends nothing to the server (the studio's preview): each form's fields go to
 * `run`, which answers as the action would; `keep` are the page's query parameters that the
 * checklist's filter carries along.
 */
export type Sandbox = { run: (form: FormData) => Answer; keep: Record<string, string> };
export const SandboxContext = createContext<Sandbox | null>(null);

/**
 * A console command. With JavaScript it is its own fetcher: one request, no navigation, no second
 * command cancelled by this one, the focus left where it was, a pending state on this form only;
 * its answer updates the whole console (and `control`, when given, shows its message right after
 * the form). Without JavaScript it is a plain form. Every form carries
 * the page's command id: a double click or a resent form is recorded once.
 */
export function CommandForm({
  className,
  children,
  control,
  ...props
}: {
  className?: string;
  children: React.ReactNode;
  "aria-label"?: string;
  control?: string;
}) {
  const { data, offer } = useContext(ConsoleContext)!;
  const sandbox = useContext(SandboxContext);
  const fetcher = useFetcher<Answer>();
  const [ran, setRan] = useState<Answer>();
  const answer = sandbox ? ran : fetcher.data;
  useEffect(() => {
    if (answer?.console) offer(answer.console as Data);
  }, [answer, offer]);
  const busy = fetcher.state !== "idle";
  const form = {
    method: "post" as const,
    "aria-busy": busy,
    className: `${className ?? ""} ${busy ? "cursor-progress opacity-70" : ""}`,
    ...props,
  };
  const fields = (
    <>
      <input type="hidden" name="commandId" value={data.commandSeed} />
      <input type="hidden" name="sala" value={data.snapshot.code} />
      {children}
    </>
  );
  const runHere = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRan(sandbox!.run(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter)));
  };
  return (
    <AnswerContext.Provider value={answer}>
      {sandbox ? (
        <form {...form} onSubmit={runHere}>
          {fields}
        </form>
      ) : (
        <fetcher.Form {...form} preventScrollReset>
          {fields}
        </fetcher.Form>
      )}
      {/* The message of a control laid out apart from its form (a row of buttons), right after it. */}
      {control && <ControlMessage control={control} />}
    </AnswerContext.Provider>
  );
}

/** A keyboard shortcut (Alt+key, see useShortcuts), shown next to its control. */
export type Shortcut = { key: string; label: string };

export const Kbd = ({ children }: { children: string }) => (
  <kbd className="ml-2 rounded border border-current px-1 text-xs font-normal">{children}</kbd>
);

export function Intent({
  intent,
  children,
  className,
  disabled,
  variant = "secondary",
  shortcut,
}: {
  intent: string;
  children: React.ReactNode;
  className?: string;
  disabled?: boolean;
  variant?: "primary" | "secondary" | "danger";
  shortcut?: Shortcut;
}) {
  return (
    <CommandForm className={className}>
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={disabled}
        className={buttonClass(variant)}
        data-shortcut={shortcut?.key}
        aria-keyshortcuts={shortcut?.label}
      >
        {children}
        {shortcut && <Kbd>{shortcut.label}</Kbd>}
      </button>
      <ControlMessage control={intent} />
    </CommandForm>
  );
}

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="@container rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The message of a refused command, next to the control that sent it. */
export function ControlMessage({ control }: { control: string }) {
  const own = useContext(AnswerContext);
  const navigated = useActionData<Answer>();
  const message = (own ?? navigated)?.fields?.[control];
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
