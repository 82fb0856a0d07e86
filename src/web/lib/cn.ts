/** Joins class names, skipping falsy ones (the tiny part of clsx this app needs). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
