import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { landing } from "~/content/landing";
import { RETURN_PARAM, returnPath } from "~/domain/access";
import { ACCOUNT_MESSAGES } from "~/server/accounts.server";
import { logIn } from "~/server/auth.server";
import { settle } from "~/server/failures.server";
import { redirectSignedIn } from "~/server/guards.server";
import { fail } from "~/server/respond.server";
import { Field, FormMessage, SubmitButton, buttonClass } from "~/ui/form";

/** During a database outage the landing still shows (nobody can be sent on): its login form says what is wrong. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await settle(redirectSignedIn(request, context.app), "landing");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const tried = await settle(logIn(context.app, request), "login");
  if (!tried.ok) return fail(503, ACCOUNT_MESSAGES.loginUnavailable);
  if (tried.value instanceof Response) throw tried.value;
  return fail(tried.value.status, tried.value.message, tried.value.fields);
}

function LoginForm() {
  const failure = useActionData<typeof action>();
  // The page that sent the visitor here (a report opened on the projector) is where sign-in returns.
  const [params] = useSearchParams();
  const returnTo = returnPath(params.get(RETURN_PARAM));
  return (
    <section id="entrar" aria-labelledby="entrar-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="entrar-title" className="text-lg font-semibold">
        Entrar
      </h2>
      <Form method="post" className="mt-4 space-y-4" replace>
        {failure?.message && <FormMessage tone="error">{failure.message}</FormMessage>}
        {returnTo && <input type="hidden" name="redirectTo" value={returnTo} />}
        <Field label="Email" name="email" type="email" autoComplete="email" required error={failure?.fields?.email} />
        <Field
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={failure?.fields?.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pendingLabel="Entrando…">Entrar</SubmitButton>
          <Link to="/recuperar" className="text-sm font-medium text-brand-700 underline">
            ¿Has olvidado tu contraseña?
          </Link>
        </div>
      </Form>
      <p className="mt-4 text-sm text-slate-600">{landing.hero.loginNote}</p>
      <p className="mt-2 text-sm">
        ¿No tienes cuenta?{" "}
        <Link to="/registro" className="font-medium text-brand-700 underline">
          Solicitar acceso
        </Link>
      </p>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-14">
      <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export default function Landing() {
  const { hero, product, offers, project, team, backers, participate } = landing;
  return (
    <main>
      <div className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-[1.3fr_1fr] md:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 md:text-5xl">{hero.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/registro" className={buttonClass("primary")}>
                Solicitar acceso
              </Link>
              <a href={`#${product.id}`} className={buttonClass("secondary")}>
                Conocer la plataforma
              </a>
              <Link to="/unirse" className={buttonClass("secondary")}>
                Unirse a una sesión
              </Link>
            </div>
          </div>
          <LoginForm />
        </div>
      </div>

      <Section id={product.id} title={product.title}>
        <p className="max-w-3xl text-slate-700">{product.intro}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {product.features.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={offers.id} title={offers.title}>
        <dl className="grid gap-4 md:grid-cols-3">
          {offers.items.map((item) => (
            <div key={item.role} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <dt className="font-semibold text-brand-800">{item.role}</dt>
              <dd className="mt-2 text-sm text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id={project.id} title={project.title}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-4 text-slate-700">
            {project.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
            <h3 className="font-semibold text-brand-800">Objetivos</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-800">
              {project.aims.map((aim) => (
                <li key={aim}>{aim}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id={team.id} title={team.title}>
        <p className="text-slate-700">{team.intro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {team.people.map((person) => (
            <li key={person.role} className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{person.name ?? person.role}</h3>
              {person.name && <p className="text-sm font-medium text-brand-700">{person.role}</p>}
              <p className="mt-2 text-sm text-slate-700">{person.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id={backers.id} title={backers.title}>
        <p className="text-slate-700">{backers.intro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {backers.items.map((backer) => (
            <li key={backer.kind} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
              <h3 className="font-semibold text-slate-900">{backer.name ?? backer.kind}</h3>
              {backer.name && <p className="text-sm font-medium text-brand-700">{backer.kind}</p>}
              <p className="mt-2 text-sm text-slate-700">{backer.description}</p>
            </li>
          ))}
        </ul>
        {backers.prize && (
          <p className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-5 text-sm text-slate-800">
            <strong className="text-brand-800">{backers.prize.name}</strong>: {backers.prize.description}
          </p>
        )}
      </Section>

      <Section id={participate.id} title={participate.title}>
        <div className="grid gap-4 md:grid-cols-2">
          {participate.paths.map((path) => (
            <div key={path.who} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-slate-900">{path.who}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{path.text}</p>
              <a href={path.cta.href} className={`${buttonClass("primary")} mt-4 self-start`}>
                {path.cta.label}
              </a>
            </div>
          ))}
        </div>
      </Section>
    </main>
  );
}
