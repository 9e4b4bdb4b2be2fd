// Characters no sermon text keeps (issue 25, decision 0025): the C0 controls but tab and newline,
// DEL, a surrogate without its pair, and the noncharacters U+FFFE and U+FFFF. None of them shows
// in any view, and XML 1.0 — Word's document.xml — allows none of them but tab, newline and
// carriage return: one in a sermon made its Word file unreadable. A carriage return becomes a
// newline (a line is a line, whichever system typed it).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNWANTED = /[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without the characters above; newlines and tabs stay. */
export function withoutControlCharacters(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNWANTED, '');
}
