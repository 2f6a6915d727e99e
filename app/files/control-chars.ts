// Characters no file or link of the app carries. XML 1.0 forbids the C0 controls other than tab, line feed and
// carriage return, unpaired surrogates and U+FFFE/U+FFFF, so one of them makes a GPX or KML file unreadable;
// DEL and the C1 controls are allowed there but invisible, and mean nothing in a stop's name either.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF\uD800-\uDFFF]/gu;

/** The text without those characters: what every export writes. */
export function withoutControlChars(text: string): string {
  return text.replace(CONTROL, '');
}

/** The first such character as 'U+0007', or null when there is none: what an import refuses, and says why. */
export function firstControlChar(text: string): string | null {
  CONTROL.lastIndex = 0;
  const found = CONTROL.exec(text);
  CONTROL.lastIndex = 0;
  return found ? `U+${found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}
