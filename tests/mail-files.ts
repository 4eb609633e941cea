import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/*
 * The .eml files a shop under test wrote, read as a person reads them: quoted-printable
 * undone (soft breaks and encoded bytes, as UTF-8) and encoded header words ("=?UTF-8?Q?…?="
 * or "?B?", which nodemailer writes for a subject such as "Refund of £10.00") decoded.
 */

function quotedPrintableDecoded(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
}

function decodedHeaders(headers: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const joined = unfolded.replace(/(=\?[^?\s]+\?[QB]\?[^?\s]*\?=)\s+(?==\?)/gi, "$1");
  return joined.replace(/=\?[^?\s]+\?([QB])\?([^?\s]*)\?=/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : quotedPrintableDecoded(text.replace(/_/g, " ")),
  );
}

export function readableMail(raw: string): string {
  const blankLine = /\r?\n\r?\n/.exec(raw);
  if (!blankLine) return raw;
  const headers = decodedHeaders(raw.slice(0, blankLine.index));
  const body = raw.slice(blankLine.index);
  // In a multipart mail the encoding is named in the parts' headers, hence the whole mail is searched.
  const readableBody = /^Content-Transfer-Encoding: quoted-printable$/im.test(raw)
    ? quotedPrintableDecoded(body.replace(/=\r?\n/g, ""))
    : body;
  return headers + readableBody;
}

/** The mails in `mailDirectory` addressed to `email`, oldest first. */
export async function mailsIn(mailDirectory: string, email: string): Promise<string[]> {
  const files = (await readdir(mailDirectory).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((file) => readFile(path.join(mailDirectory, file), "utf8")));
  const addressed = new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}`, "m");
  return mails.map(readableMail).filter((mail) => addressed.test(mail));
}
