import { MODULE_TEXTS, type TextNamespace } from '@arflow/domain/modules/texts';
import { type Locale, pick, type Text } from '@arflow/domain/text';

type Tree = { [key: string]: string | Tree };
const loaded = new Map<string, Promise<Tree>>();

function load(ns: TextNamespace, locale: Locale): Promise<Tree> {
  const id = `${ns}:${locale}`;
  let texts = loaded.get(id);
  if (!texts) {
    texts = MODULE_TEXTS[ns][locale]().then((m) => m.default as unknown as Tree);
    loaded.set(id, texts);
  }
  return texts;
}

/**
 * A label in the user's language: a text in both languages as it is, a module text key
 * ('receivables.fields.inv_no') from the module's texts, the portal's very words. An unknown key
 * is a programming error: the export test over every list fails on it.
 */
export async function labelOf(label: Text | string, locale: Locale): Promise<string> {
  if (typeof label !== 'string') return pick(label, locale);
  const [ns, ...path] = label.split('.');
  if (!ns || !(ns in MODULE_TEXTS)) throw new Error(`no module texts for the label '${label}'`);
  let node: string | Tree | undefined = await load(ns as TextNamespace, locale);
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text '${label}' in ${locale}`);
  return node;
}
