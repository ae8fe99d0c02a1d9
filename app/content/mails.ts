/** The product's e-mails: editable copy, one function per message. */
import { SINASP } from "../domain/safety";

export const PRODUCT_NAME = "SimPed";

type Person = { nombre: string; apellidos?: string };

const signature = `\n\n—\n${PRODUCT_NAME} · Simulación clínica pediátrica\nEste mensaje se ha enviado automáticamente; no respondas a esta dirección.`;

/*
 * The mails anyone can make the product send (to an address typed at sign-up or in a change of
 * e-mail, a recovery link, a lockout notice) carry no text a person chose, not even the account's
 * name: only this copy and the link, so that nobody can relay a message of theirs through them.
 */

export function confirmEmailMail(link: string) {
  return {
    subject: `Confirma tu email en ${PRODUCT_NAME}`,
    text:
      `Hola:\n\nHemos recibido una solicitud de acceso a ${PRODUCT_NAME} con esta dirección de correo. ` +
      `Para confirmarla, abre este enlace (caduca en 24 horas):\n\n${link}\n\n` +
      `Después, un administrador revisará y aprobará la cuenta. Si no has solicitado el acceso, ignora este mensaje.` +
      signature,
  };
}

export function changeEmailMail(link: string) {
  return {
    subject: `Confirma tu nuevo email en ${PRODUCT_NAME}`,
    text:
      `Hola:\n\nSe ha pedido usar esta dirección en una cuenta de ${PRODUCT_NAME}. ` +
      `El cambio se aplicará cuando abras este enlace (caduca en 24 horas):\n\n${link}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje: no cambiará nada.` +
      signature,
  };
}

/** To an address that already has an account, instead of a change link: the answer on 'Mi perfil' is the same either way. */
export function emailInUseMail(recoveryLink: string) {
  return {
    subject: `Esta dirección ya tiene una cuenta en ${PRODUCT_NAME}`,
    text:
      `Hola:\n\nSe ha pedido usar esta dirección en otra cuenta de ${PRODUCT_NAME}, pero ya tiene una cuenta, así que no ha cambiado nada. ` +
      `Si has olvidado la contraseña de esa cuenta, puedes restablecerla aquí:\n\n${recoveryLink}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje.` +
      signature,
  };
}

export function newUserMail(user: { nombre: string; apellidos: string; email: string; rol: string; unidad: string }, adminLink: string) {
  return {
    subject: `Nueva solicitud de acceso: ${user.nombre} ${user.apellidos}`,
    text:
      `Se ha registrado una nueva persona en ${PRODUCT_NAME} y espera aprobación:\n\n` +
      `Nombre: ${user.nombre} ${user.apellidos}\nEmail: ${user.email}\n` +
      `Rol: ${user.rol}\nUnidad: ${user.unidad}\n\nRevisa la solicitud en el panel de administración:\n${adminLink}` +
      signature,
  };
}

export function approvedMail(person: Person, link: string) {
  return {
    subject: `Tu cuenta de ${PRODUCT_NAME} está aprobada`,
    text:
      `Hola, ${person.nombre}:\n\nUn administrador ha aprobado tu cuenta. Ya puedes entrar y empezar a practicar:\n\n${link}` + signature,
  };
}

export function nextSessionMail(scenarioTitle: string, infoLink: string) {
  return {
    subject: `Nueva sesión presencial: ${scenarioTitle}`,
    text:
      `Hola:\n\nPediste que te avisáramos de la próxima simulación presencial. Se ha programado una sesión de «${scenarioTitle}».\n\n` +
      `Consulta las próximas sesiones y cómo unirte:\n${infoLink}` +
      signature,
  };
}

export function resetPasswordMail(link: string) {
  return {
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    text:
      `Hola:\n\nHemos recibido una petición para restablecer la contraseña de tu cuenta de ${PRODUCT_NAME}. ` +
      `Para elegir una nueva, abre este enlace (sirve una sola vez y caduca en 1 hora):\n\n${link}\n\n` +
      `Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.` +
      signature,
  };
}

export function accountLockedMail(recoveryLink: string, minutes: number) {
  return {
    subject: `Tu cuenta de ${PRODUCT_NAME} está bloqueada temporalmente`,
    text:
      `Hola:\n\nAlguien ha escrito muchas contraseñas equivocadas para tu cuenta de ${PRODUCT_NAME}, así que la hemos ` +
      `bloqueado durante ${minutes} minutos: en ese tiempo nadie puede entrar con la contraseña, ni siquiera con la correcta.\n\n` +
      `Si has sido tú, espera o restablece tu contraseña: al hacerlo entras y la cuenta se desbloquea. Si no has sido tú, ` +
      `restablécela igualmente y elige una contraseña que no uses en ningún otro sitio:\n\n${recoveryLink}` +
      signature,
  };
}

export function rejectedMail(person: Person, reason: string) {
  return {
    subject: `Tu solicitud de acceso a ${PRODUCT_NAME}`,
    text:
      `Hola, ${person.nombre}:\n\nUn administrador ha revisado tu solicitud de acceso a ${PRODUCT_NAME} y no la ha aprobado.` +
      (reason ? `\n\nMotivo: ${reason}` : "") +
      `\n\nSi crees que se trata de un error, habla con el responsable de formación de tu unidad. Puedes volver a solicitar el acceso cuando quieras.` +
      signature,
  };
}

export function deletionRequestedMail(person: { nombre: string; apellidos: string; email: string }, adminLink: string) {
  return {
    subject: `Solicitud de baja: ${person.nombre} ${person.apellidos}`,
    text:
      `${person.nombre} ${person.apellidos} (${person.email}) ha solicitado la baja de su cuenta en ${PRODUCT_NAME}.\n\n` +
      `Para confirmarla, abre el panel de administración y pulsa «Confirmar la baja» en su fila. Se borrarán sus datos personales ` +
      `y sus resultados se conservarán de forma anónima.\n\n${adminLink}` +
      signature,
  };
}

/** What every threat mail says about the threat, and where else it may have to go. */
type ThreatMailFacts = { nombre: string; found: string; category: string; due: string; link: string };
const threatBody = (threat: ThreatMailFacts) =>
  `Amenaza: ${threat.found}\nCategoría: ${threat.category}\nFecha límite: ${threat.due}\n\n` +
  `Consúltala y actualiza su estado aquí:\n${threat.link}\n\n` +
  `Si además es un incidente que deba notificarse en el ${SINASP.name} (SiNASP), hazlo en ${SINASP.url}`;

export function threatAssignedMail(threat: ThreatMailFacts) {
  return {
    subject: `Se te ha asignado una amenaza latente de seguridad`,
    text:
      `Hola, ${threat.nombre}:\n\nEn una simulación se ha encontrado una amenaza latente para la seguridad del paciente ` +
      `y eres su responsable.\n\n${threatBody(threat)}` +
      signature,
  };
}

export function threatDueMail(threat: ThreatMailFacts) {
  return {
    subject: `Hoy vence una amenaza latente de seguridad`,
    text:
      `Hola, ${threat.nombre}:\n\nHoy es la fecha límite de una amenaza latente de seguridad de la que eres responsable.\n\n${threatBody(threat)}` +
      signature,
  };
}

export function threatOverdueMail(threat: ThreatMailFacts) {
  return {
    subject: `Amenaza latente de seguridad vencida`,
    text:
      `Hola, ${threat.nombre}:\n\nHa pasado la fecha límite de una amenaza latente de seguridad de la que eres responsable ` +
      `y sigue sin resolver.\n\n${threatBody(threat)}` +
      signature,
  };
}
