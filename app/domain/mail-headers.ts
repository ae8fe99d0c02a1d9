/**
 * Mail header values, built here and never by the caller: whatever a subject or a name holds
 * (a registrant's "Ana\r\nReply-To: …"), it cannot start a header of its own, and non-ASCII
 * text travels as RFC 2047 encoded-words, folded to lines of at most 78 characters.
 */

export const HEADER_LINE_MAX = 78;
const ENCODED_WORD_MAX = 75; // RFC 2047 §2
const WORD_OVERHEAD = "=?UTF-8?B??=".length;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_AND_SPACES = /[\s\u0000-\u001F\u007F-\u009F]+/g;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const ATOMS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~ -]*$/; // atext and spaces: a phrase that needs no quoting
// One address: no control, no space, no second address, nothing that ends the angle brackets.
const ADDRESS_PART = String.raw`[^\s\u0000-\u001F\u007F-\u009F,;:<>()"\[\]\\@]+`;
const SINGLE_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}$`);

type Mailbox = { name?: string; email: string };

/** Any run of control characters (CR, LF, TAB, NUL…) or spaces becomes one space. */
export function headerText(value: string): string {
  return value.replace(CONTROLS_AND_SPACES, " ").trim();
}

/** The address itself, or an error: a header or an SMTP command must never carry a second one. */
export function singleAddress(value: string): string {
  const address = value.trim();
  if (address.length > 254 || !SINGLE_ADDRESS.test(address)) throw new Error("mail: not a single e-mail address");
  return address;
}

/** "Nombre <correo@dominio>" or a bare address, as MAIL_FROM may be written. */
export function parseAddress(value: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1].replace(/^"|"$/g, "") || undefined, email: match[2] } : { email: value.trim() };
}

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** B-encoded words, each of whole characters and short enough for its line (the first shares it with the name). */
function encodedWords(text: string, headerName: string): string[] {
  const encoder = new TextEncoder();
  const words: string[] = [];
  let room = Math.min(ENCODED_WORD_MAX, HEADER_LINE_MAX - headerName.length - 2);
  let chunk = "";
  const flush = () => {
    words.push(`=?UTF-8?B?${base64(encoder.encode(chunk))}?=`);
    chunk = "";
    room = Math.min(ENCODED_WORD_MAX, HEADER_LINE_MAX - 1);
  };
  for (const char of text) {
    const maxBytes = Math.floor((room - WORD_OVERHEAD) / 4) * 3;
    if (chunk && encoder.encode(chunk + char).length > maxBytes) flush();
    chunk += char;
  }
  if (chunk || words.length === 0) flush();
  return words;
}

/** Joins the tokens with spaces, folding (CRLF + space) before a token that would pass the line. */
function fold(headerName: string, tokens: readonly string[]): string {
  let out = "";
  let used = headerName.length + 2;
  tokens.forEach((token, index) => {
    if (index === 0) {
      out = token;
      used += token.length;
    } else if (used + 1 + token.length > HEADER_LINE_MAX) {
      out += `\r\n ${token}`;
      used = 1 + token.length;
    } else {
      out += ` ${token}`;
      used += 1 + token.length;
    }
  });
  return out;
}

/** Plain words when they are printable ASCII that cannot be misread and fit a line; encoded-words otherwise. */
function textTokens(text: string, headerName: string, plain: RegExp): string[] {
  const words = text.split(" ");
  const fits = words.every((word) => word.length <= HEADER_LINE_MAX - headerName.length - 2);
  return plain.test(text) && !text.includes("=?") && fits ? words : encodedWords(text, headerName);
}

/** An unstructured header's value (Subject), folded; controls collapsed first. */
export function encodeText(headerName: string, value: string): string {
  return fold(headerName, textTokens(headerText(value), headerName, PRINTABLE_ASCII));
}

/** A mailbox header's value (From, To): an encoded or plain display name, then the checked address. */
function encodeMailbox(headerName: string, mailbox: Mailbox): string {
  const address = singleAddress(mailbox.email);
  const name = headerText(mailbox.name ?? "");
  if (!name) return address;
  return fold(headerName, [...textTokens(name, headerName, ATOMS), `<${address}>`]);
}

/** The envelope addresses and the From, To and Subject headers of one message. */
export function messageHeaders(envelope: { from: string; to: string; subject: string }) {
  const from = parseAddress(envelope.from);
  const to = singleAddress(envelope.to);
  return {
    from: singleAddress(from.email),
    to,
    headers: { From: encodeMailbox("From", from), To: to, Subject: encodeText("Subject", envelope.subject) },
  };
}
