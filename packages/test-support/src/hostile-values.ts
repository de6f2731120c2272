/**
 * Values an attacker can publish on a hub (model ids, file names, tags, card data) or type into a
 * prompt, built so that any way of breaking out of a quoted word runs `touch` with a marker name:
 * a shell separator, command substitution both ways, a line break, a closing quote of each kind,
 * and a Python or JavaScript string that ends early. Tests run the snippets made from them and
 * look for the markers, and compare each snippet with the one made from a harmless value of the
 * same shape (`matchesAfterSubstitution`).
 */

/** The prefix of every marker file a hostile value tries to create. */
export const MARKER_PREFIX = "PWNED";

/**
 * A hostile value tagged `tag` (letters and digits only), holding every breakout the snippet
 * languages have: `;`, `$( )`, backticks, `${IFS}`, a newline, both quotes, `#`, `\`, `!!`,
 * a space and non-ASCII text. It has no `/`, `:` or NUL, so it fits in any part of an id or a
 * file name; `leadingDash` makes it start with `-`, as an option would.
 *
 * @example
 * ```ts
 * const name = `${hostileValue("file")}-Q4_K_M.gguf`;
 * ```
 */
export function hostileValue(tag: string, leadingDash = false): string {
  // Short enough that a file named after it (plus an extension) fits in 255 bytes.
  const marker = (step: number) => `${MARKER_PREFIX}${tag}${step}`;
  return [
    leadingDash ? "-" : "",
    `x;touch\${IFS}${marker(1)};#`,
    `$(touch ${marker(2)})`,
    `\`touch ${marker(3)}\``,
    `';touch ${marker(4)};'`,
    `";touch ${marker(5)};"`,
    `\ntouch ${marker(6)}\n`,
    `\\ é✓🙂 !! `,
    // Ends a Python or JavaScript string early and calls something.
    `");__import__("os").system("touch ${marker(7)}");("`,
  ].join("");
}

/**
 * The harmless counterpart of `hostileValue(tag, leadingDash)`: a plain word of the same role,
 * so the snippet made from it shows where and how the hostile value must appear.
 *
 * @example
 * ```ts
 * benignValue("file"); // "benignfile"
 * ```
 */
export function benignValue(tag: string, leadingDash = false): string {
  return `${leadingDash ? "-" : ""}benign${tag}`;
}

/** A harmless value and the hostile value that stands in its place. */
export type Substitution = readonly [benign: string, hostile: string];

/** How a value may legitimately be spelled where it lands: as it is, in a URL, inside JSON. */
export type Encoding = (value: string) => string;

/** The value itself, as a program receives it after the shell removed the quotes. */
export const RAW: Encoding = (value) => value;
/** Percent-encoded, as in a URL path segment or query value. */
export const URL_ENCODED: Encoding = (value) => encodeURIComponent(value);
/** Escaped as inside a JSON string (a request body). */
export const JSON_ESCAPED: Encoding = (value) => JSON.stringify(value).slice(1, -1);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether `hostile` is `benign` with each harmless value replaced by its hostile counterpart,
 * spelled in one of `encodings` at each place (longest harmless values are replaced first).
 * That is the proof that a hostile value reached its place whole and changed nothing else.
 *
 * @example
 * ```ts
 * matchesAfterSubstitution("get benignid", "get a;b", [["benignid", "a;b"]], [RAW]); // true
 * ```
 */
export function matchesAfterSubstitution(
  benign: string,
  hostile: string,
  substitutions: readonly Substitution[],
  encodings: readonly Encoding[],
): boolean {
  const ordered = [...substitutions].sort(([left], [right]) => right.length - left.length);
  const finder = new RegExp(ordered.map(([value]) => escapeRegExp(value)).join("|"), "g");
  const replacement = new Map(
    ordered.map(([value, bad]) => [
      value,
      `(?:${[...new Set(encodings.map((encode) => encode(bad)))].map(escapeRegExp).join("|")})`,
    ]),
  );
  let pattern = "";
  let last = 0;
  for (const found of benign.matchAll(finder)) {
    pattern += escapeRegExp(benign.slice(last, found.index)) + replacement.get(found[0]);
    last = found.index + found[0].length;
  }
  pattern += escapeRegExp(benign.slice(last));
  return new RegExp(`^${pattern}$`, "u").test(hostile);
}
