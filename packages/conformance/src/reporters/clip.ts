/**
 * Quiet output: no line of any report or of the terminal is longer than MAX_LINE characters. Long texts (failure
 * messages, answers, counterexamples, reasons) are cut with a note saying how much was left out; each cut is measured
 * after the escaping of the format it goes into (JSON, HTML, XML), so that the written line stays short.
 */

/** The longest line any reporter writes. */
export const MAX_LINE = 2000;

/** What one text may take on a line, leaving room for its label or markup around it. */
export const TEXT_MAX = 1500;

const same = (text: string): string => text;

/** Text as a JSON string literal (quotes included). */
export const jsonEscape = (text: string): string => JSON.stringify(text);

/** Text in HTML (text or attribute value). */
export const htmlEscape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// eslint-disable-next-line no-control-regex
const XML_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

/** Text in XML (text or attribute value): the control characters XML 1.0 cannot hold left out. */
export const xmlEscape = (text: string): string =>
  text
    .replace(XML_CONTROL, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The longest a text becomes in any of the formats (a curl line goes into all of them). */
export const escapedLength = (text: string): number => Math.max(jsonEscape(text).length, htmlEscape(text).length);

const note = (left: number): string => ` … [${left} more characters cut]`;

/** Whether cutting at `at` splits a surrogate pair (it would leave half a character). */
const splitsPair = (text: string, at: number): boolean => {
  const code = text.charCodeAt(at - 1);
  return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff;
};

/**
 * `text`, or its start with a note of how much was cut, so that `escape` of the result is at most `max` characters.
 * Answers the text itself (not escaped): the caller escapes it as before.
 */
export function clip(text: string, max = TEXT_MAX, escape: (text: string) => string = same): string {
  if (escape(text).length <= max) return text;
  const cut = (at: number): string => `${text.slice(0, at)}${note(text.length - at)}`;
  let low = 0;
  let high = Math.min(text.length, max);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (escape(cut(middle)).length <= max) low = middle;
    else high = middle - 1;
  }
  while (low > 0 && (splitsPair(text, low) || escape(cut(low)).length > max)) low -= 1;
  return cut(low);
}

/** Each line of `text` clipped on its own (a stack trace keeps its lines). */
export const clipLines = (text: string, max = TEXT_MAX, escape: (text: string) => string = same): string =>
  text
    .split('\n')
    .map((line) => clip(line, max, escape))
    .join('\n');
