import { Form } from "@remix-run/react";
import { PARTICIPANT_ROWS } from "~/presencial/forms";
import { canLinkUser, PARTICIPANT_ROLE_LABEL, PARTICIPANT_ROLES } from "~/presencial/vocabulary";
import { FormMessage, SubmitButton } from "../ui/form";

type User = { id: string; nombre: string; apellidos: string; rol: string; isAdmin: boolean };
type Row = { name: string; role: string; userId: string | null };

/**
 * The participant rows: name (free text or a registered user of the same role), role. Blank rows
 * are ignored. Works as a plain form; the server checks every rule again.
 */
export function ParticipantsForm({
  users,
  initial,
  flow,
  error,
  submitLabel = "Confirmar participantes",
}: {
  users: User[];
  initial: Row[];
  flow?: string;
  error?: string;
  submitLabel?: string;
}) {
  const rows: Row[] = [
    ...initial,
    ...Array.from({ length: Math.max(0, PARTICIPANT_ROWS - initial.length) }, () => ({ name: "", role: "", userId: null })),
  ];
  return (
    <Form method="post" className="space-y-4">
      {flow && <input type="hidden" name="flow" value={flow} />}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="space-y-3">
        {rows.map((row, index) => (
          <div
            key={index}
            role="group"
            aria-label={`Participante ${index + 1}`}
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 md:grid-cols-[2fr_1fr_2fr]"
          >
            <div className="text-sm font-medium">
              <label htmlFor={`p${index}-name`}>Nombre</label>
              <input
                id={`p${index}-name`}
                name="name"
                defaultValue={row.name}
                maxLength={200}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
              />
            </div>
            <div className="text-sm font-medium">
              <label htmlFor={`p${index}-role`}>Rol</label>
              <select
                id={`p${index}-role`}
                name="role"
                defaultValue={row.role}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
              >
                <option value="">—</option>
                {PARTICIPANT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {PARTICIPANT_ROLE_LABEL[role]}
                  </option>
                ))}
              </select>
            </div>
            <div className="text-sm font-medium">
              <label htmlFor={`p${index}-user`}>Usuario registrado (opcional)</label>
              <select
                id={`p${index}-user`}
                name="userId"
                defaultValue={row.userId ?? ""}
                className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5"
              >
                <option value="">Sin vincular</option>
                {PARTICIPANT_ROLES.map((role) => (
                  <optgroup key={role} label={PARTICIPANT_ROLE_LABEL[role]}>
                    {users
                      .filter((user) => canLinkUser(role, user))
                      .map((user) => (
                        <option key={`${role}-${user.id}`} value={user.id}>
                          {user.nombre} {user.apellidos}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            </div>
          </div>
        ))}
      </div>
      <p className="text-sm text-slate-600">
        Nombre de al menos 2 caracteres. El usuario vinculado debe tener el mismo rol (instructor: administradores).
      </p>
      <SubmitButton pendingLabel="Guardando…">{submitLabel}</SubmitButton>
    </Form>
  );
}
