/**
 * A reader of Cockatrice card databases (version 4), written from its schema
 * (`doc/carddatabase_v4/cards.xsd`) and the loader's rules (`CockatriceXml4Parser`): the sets
 * declared, and per card its name, text, properties, set entries (rarity, number, picture URL),
 * related cards, token flag, table row and the `cipt`/`upsidedown`/`landscapeOrientation` flags.
 * Cockatrice keys cards by name, so a name given twice loses a card: that, a `<set>` naming an
 * undeclared set, and a related card found nowhere are load errors here. The XML is read by a
 * small parser of its own (elements, attributes, text, the five entities and character
 * references; comments and the declaration skipped) that refuses what is not well-formed.
 */

/** An XML element: name, attributes, children and its text (the concatenation of its text nodes). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  const bare = /&(?!#x[0-9a-fA-F]+;|#\d+;|\w+;)/.exec(text);
  if (bare) throw new Error(`a bare "&" (write &amp;): "${text.slice(Math.max(0, bare.index - 10), bare.index + 10)}"`);
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    if (body in entities) return entities[body];
    throw new Error(`unknown entity ${whole}`);
  });
}

/** Parses an XML document into its root element; throws with a message when it is not well-formed. */
export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [{ name: '#document', attributes: {}, children: [], text: '' }];
  const tag = /<!--[^]*?-->|<\?[^]*?\?>|<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|</g;
  let at = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const between = xml.slice(at, m.index);
    if (stack.length > 1) stack[stack.length - 1].text += decode(between);
    else if (between.trim() !== '') throw new Error('text outside the root element');
    at = tag.lastIndex;
    if (m[0] === '<') throw new Error(`a "<" that starts no tag, at offset ${m.index}`);
    if (m[0].startsWith('<!--') || m[0].startsWith('<?')) continue;
    const [, closing, name, attrs, selfClosing] = m;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      if (a[1] in attributes) throw new Error(`attribute ${a[1]} twice on <${name}>`);
      attributes[a[1]] = decode(a[2] ?? a[3]);
    }
    const element: XmlElement = { name, attributes, children: [], text: '' };
    stack[stack.length - 1].children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (xml.slice(at).trim() !== '') throw new Error('text after the root element');
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  const roots = stack[0].children;
  if (roots.length !== 1) throw new Error('a document has one root element');
  return roots[0];
}

/** A card as Cockatrice loads it. */
export interface CockatriceCard {
  name: string;
  text: string;
  props: Record<string, string>;
  sets: { code: string; rarity?: string; num?: string; picurl?: string }[];
  related: { name: string; count?: string; attach?: string }[];
  token: boolean;
  tablerow?: string;
  cipt: boolean;
  upsideDown: boolean;
  landscape: boolean;
}

/** What a custom set file loads: its sets and cards, or the first load error. */
export function readCockatriceDatabase(xml: string, knownTokens: ReadonlySet<string> = new Set()): { ok: true; sets: Map<string, Record<string, string>>; cards: Map<string, CockatriceCard> } | { ok: false; error: string } {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return { ok: false, error: `not well-formed XML: ${(error as Error).message}` };
  }
  if (root.name !== 'cockatrice_carddatabase' || root.attributes.version !== '4') return { ok: false, error: 'the root is not <cockatrice_carddatabase version="4">' };
  const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);
  const sets = new Map<string, Record<string, string>>();
  for (const s of child(root, 'sets')?.children ?? []) {
    const fields = Object.fromEntries(s.children.map((c) => [c.name, c.text]));
    if (!fields.name) return { ok: false, error: 'a <set> without a name' };
    sets.set(fields.name, fields);
  }
  const cards = new Map<string, CockatriceCard>();
  for (const c of child(root, 'cards')?.children ?? []) {
    const name = child(c, 'name')?.text ?? '';
    if (!name) return { ok: false, error: 'a <card> without a name' };
    if (cards.has(name)) return { ok: false, error: `two cards named "${name}": Cockatrice keeps one` };
    const card: CockatriceCard = {
      name,
      text: child(c, 'text')?.text ?? '',
      props: Object.fromEntries((child(c, 'prop')?.children ?? []).map((p) => [p.name, p.text])),
      sets: c.children.filter((e) => e.name === 'set').map((e) => ({ code: e.text, ...e.attributes })),
      related: c.children.filter((e) => e.name === 'related' || e.name === 'reverse-related').map((e) => ({ name: e.text, ...e.attributes })),
      token: child(c, 'token')?.text === '1',
      tablerow: child(c, 'tablerow')?.text,
      cipt: child(c, 'cipt')?.text === '1',
      upsideDown: child(c, 'upsidedown')?.text === '1',
      landscape: child(c, 'landscapeOrientation')?.text === '1',
    };
    for (const s of card.sets) if (!sets.has(s.code)) return { ok: false, error: `"${name}" is in set "${s.code}", which the file does not declare` };
    cards.set(name, card);
  }
  for (const card of cards.values()) {
    for (const r of card.related) if (!cards.has(r.name) && !knownTokens.has(r.name)) return { ok: false, error: `"${card.name}" relates to "${r.name}", which is in neither the file nor Cockatrice's tokens` };
  }
  return { ok: true, sets, cards };
}
