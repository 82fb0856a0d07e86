/** One choice of a select, radio group or checkbox group: the value sent and the words shown. */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * An option list from `{ value: label }` (in display order; keys must not look like integers, which
 * JavaScript would reorder): the values as a tuple for `z.enum`, the options for the page, and
 * each value's label. No zod here: pages render the lists at first load.
 */
export function optionList<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = keyof Labels & string;
  const values = Object.keys(labels) as [Value, ...Value[]];
  const options = values.map((value) => ({ value, label: labels[value]! })) as Option<Value>[];
  return { values, options, labels: labels as Readonly<Record<Value, string>> };
}
