/**
 * The shape of BUI's message dictionaries. A message is a string, or a function of the variables a component passes
 * and the formatter: `@internationalized/string` interpolates nothing itself, so every message with a variable or a
 * plural is a function that asks the formatter for the locale's plural form and number format.
 */

/** The plural categories `Intl.PluralRules` returns; `other` is required because every language has it. */
export type PluralForms = {other: string} & Partial<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>;

/** The part of react-aria's LocalizedStringFormatter a message uses (typed `protected` there, public at run time). */
export interface MessageFormatter {
  plural(count: number, forms: PluralForms): string;
  number(value: number): string;
}

/** Variables a message takes: what `@internationalized/string` accepts. */
export type MessageVariables = Record<string, string | number>;

export type Message = string | ((variables: never, formatter: MessageFormatter) => string);

/**
 * What every other locale must provide, derived from the en-US dictionary: the same keys, a string where en-US has a
 * string and a function of the same variables where en-US has one. A missing or extra key fails `tsc`.
 */
export type DictionaryOf<Source extends Record<string, Message>> = {
  [Key in keyof Source]: Source[Key] extends string ? string : Source[Key];
};
