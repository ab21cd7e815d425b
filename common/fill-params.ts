/** @file Fills `{name}` placeholders of a UI string. */
export type MessageParams = Record<string, string | number>;

export const fillParams = (text: string, params?: MessageParams) =>
  params ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)) : text;
