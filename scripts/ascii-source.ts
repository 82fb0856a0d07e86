import fs from 'node:fs';

/**
 * Rewrites a built JavaScript file in ASCII: each character past it becomes its `\uXXXX` escape
 * (the same character in a string, a template, a regular expression or a comment). V8 keeps a
 * module's source for as long as the module lives, in one byte a character when every character
 * is Latin-1 and in two otherwise: a few dashes and cedi signs doubled the server renderer's
 * source in the server's memory.
 */
export function rewriteInAscii(file: string) {
  const source = fs.readFileSync(file, 'utf8');
  const ascii = source.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== source) fs.writeFileSync(file, ascii);
}
