/**
 * Text that PostgreSQL cannot store: the NUL character (refused in text and jsonb) and a UTF-16
 * surrogate that is not half of a pair (not a character at all; JSON's "\ud800" makes one). A
 * form typed by a person never holds them, so they are refused with one message rather than
 * cleaned. The rule is zod-free and walks any value, so that the server applies it to every
 * request at once (lib/storable-input.ts) and the browser to every form's values
 * (web/lib/lazy-resolver.ts): the same message under the same field on both sides.
 */

export const UNSTORABLE_TEXT_MESSAGE = 'This contains characters that cannot be stored. Please remove them.';

export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++; // a whole pair: one character outside the Basic Multilingual Plane (an emoji...)
    } else if (code >= 0xdc00 && code <= 0xdfff) return false;
  }
  return true;
}

/**
 * The dotted paths (as zod names them: `fullName`, `availability.0`) of the strings in `value`
 * that cannot be stored, at most `limit` of them; a bad key counts for the object holding it (''
 * for the top). Arrays and plain objects are walked without recursion and a path is spelled out
 * only when found, so no nesting depth can overflow the stack or fill the memory.
 */
export function unstorableTextPaths(value: unknown, limit = 20): string[] {
  interface Node {
    value: unknown;
    parent?: Node;
    key?: string;
  }
  const pathOf = (node: Node): string => {
    const keys: string[] = [];
    for (let at: Node | undefined = node; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const found = new Set<string>();
  const pending: Node[] = [{ value }];
  for (let i = 0; i < pending.length && found.size < limit; i++) {
    const node = pending[i]!;
    const item = node.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.add(pathOf(node));
    } else if (isWalkable(item)) {
      // An array's entries too: its keys are the indexes.
      for (const [key, element] of Object.entries(item)) {
        if (isStorableText(key)) pending.push({ value: element, parent: node, key });
        else found.add(pathOf(node));
      }
    }
  }
  return [...found];
}

// Parsed JSON (objects and arrays), query strings (whose objects have a prototype of their own)
// and route parameters; a Buffer (a raw body) holds bytes, not text.
function isWalkable(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}
