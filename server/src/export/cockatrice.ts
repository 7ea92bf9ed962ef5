/**
 * Cockatrice card database version 4 (one XML file for `customsets/`), written as Cockatrice's
 * own importer writes cards and in the element order its schema requires: name, text, prop,
 * set, related, token, tablerow, cipt, upsidedown, landscapeOrientation. Split, aftermath and
 * adventure cards are one card (faces' text joined by `---`); transforming, flip, modal and meld
 * faces are cards of their own, linked with `attach="transform"`.
 */
import type { Exporter } from './registry.js';
import type { ExportCard, ExportFace, ExportSet } from './setModel.js';
import { displayLines, droppedFields, joinedText, plural, symbolClass, Warnings } from './text.js';

/** Text and attribute values: the five XML entities, and no characters XML 1.0 forbids. */
export function xmlEscape(text: string, warnings?: Warnings): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, () => {
    warnings?.add('characters XML cannot hold (control characters) were left out');
    return '';
  });
  return clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Cockatrice's main card type: the first of its priority list the card has, else its first type. */
const mainTypes = ['Planeswalker', 'Creature', 'Land', 'Sorcery', 'Instant', 'Artifact', 'Enchantment'];
function mainType(types: string[]): string | undefined {
  return mainTypes.find((t) => types.includes(t)) ?? types[0];
}

/** Cockatrice's cost form: braces removed except around hybrid and Phyrexian symbols (`{2}{W/U}` → `2{W/U}`). */
export function cockatriceCost(cost: string[]): string {
  return cost.map((b) => (/[0-9WUBGRP]\/[0-9WUBGRP]/.test(b) ? `{${b}}` : b)).join('');
}

/** 0 lands, 1 other permanents, 2 creatures, 3 instants and sorceries — as Cockatrice computes it. */
export function tableRow(main: string | undefined): number {
  if (main === 'Land') return 0;
  if (main === 'Sorcery' || main === 'Instant') return 3;
  if (main === 'Creature') return 2;
  return 1;
}

/** "Enters tapped": Cockatrice's own test (the name, its first word, "this …" or "it", not "… unless"). */
function entersTapped(face: ExportFace): boolean {
  const names = [face.name, face.name.split(/[\s,]+/)[0]].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?:^|[.,] )(?:${names.join('|')}|~|[Tt]his \\w+|it) enters(?: the battlefield)? tapped(?! unless)`);
  return face.text.some((line) => re.test(line));
}

type Element = [name: string, value: string | number | undefined];

interface CardEntry {
  name: string;
  text: string;
  props: Element[];
  main?: string;
  related: { name: string; count?: string; attach?: boolean }[];
  token: boolean;
  cipt: boolean;
  upsideDown: boolean;
  landscape: boolean;
  card: ExportCard;
}

function costWarnings(card: ExportCard, warnings: Warnings): void {
  for (const face of card.faces) {
    for (const body of face.cost) {
      if (symbolClass(body, card.declarations) === 'custom') warnings.add(`Cockatrice has no symbol for the custom mana {${body}}; its cost shows the letters ${body}`, card.name);
    }
    if (face.defense) warnings.add('Cockatrice has no defense property; battles are exported without their defense', card.name);
  }
}

function tokenRelations(card: ExportCard): CardEntry['related'] {
  return card.tokens.map((t) => ({ name: t.listedName, count: t.count === 'X' ? 'x' : t.count > 1 ? String(t.count) : undefined }));
}

function entries(card: ExportCard, warnings: Warnings): CardEntry[] {
  costWarnings(card, warnings);
  const layout = card.layout;
  const faceProps = (face: ExportFace, cmc: number, colors: string[]): Element[] => [
    ['type', face.typeLine], ['maintype', mainType(face.types)], ['manacost', cockatriceCost(face.cost) || undefined], ['cmc', cmc],
    ['colors', colors.join('') || undefined], ['coloridentity', card.colorIdentity.join('') || undefined],
    ['pt', face.power !== undefined ? `${face.power}/${face.toughness}` : undefined], ['loyalty', face.loyalty],
  ];
  if (card.faces.length === 1 || layout === 'split' || layout === 'aftermath' || layout === 'adventure') {
    const join = (values: (string | undefined)[]) => {
      const present = values.filter((v): v is string => !!v);
      return present.length === 0 ? undefined : present.every((v) => v === present[0]) ? present[0] : present.join(' // ');
    };
    const f = card.faces;
    const props: Element[] = [
      ['layout', layout], ['side', 'front'], ['type', join(f.map((x) => x.typeLine))], ['maintype', mainType(f[0].types)],
      ['manacost', join(f.map((x) => cockatriceCost(x.cost)))], ['cmc', card.manaValue],
      ['colors', card.colors.join('') || undefined], ['coloridentity', card.colorIdentity.join('') || undefined],
      ['pt', join(f.map((x) => (x.power !== undefined ? `${x.power}/${x.toughness}` : undefined)))], ['loyalty', join(f.map((x) => x.loyalty))],
    ];
    return [{
      name: card.listedName, text: joinedText(card), props, main: mainType(f[0].types), related: tokenRelations(card), token: card.isToken,
      cipt: entersTapped(f[0]), upsideDown: false, landscape: layout === 'split' || layout === 'planar' || f[0].types.includes('Battle'), card,
    }];
  }
  // Transforming, flip, modal and meld cards: one card per face, each linked to the others.
  return card.faces.map((face, i) => {
    const others = layout === 'meld' ? [] : card.faces.filter((_, j) => j !== i).map((o) => ({ name: o.name, attach: true }));
    return {
      name: face.name, text: displayLines(face).join('\n'),
      props: [['layout', layout], ['side', i === 0 ? 'front' : 'back'], ...faceProps(face, i === 0 ? card.manaValue : face.manaValue, face.colors)] as Element[],
      main: mainType(face.types), related: [...others, ...(i === 0 ? tokenRelations(card) : [])], token: card.isToken,
      cipt: entersTapped(face), upsideDown: layout === 'flip' && i > 0, landscape: face.types.includes('Battle'), card,
    };
  });
}

function cardXml(entry: CardEntry, set: ExportSet, warnings: Warnings): string {
  const e = (text: string | number) => xmlEscape(String(text), warnings);
  const out = ['    <card>', `      <name>${e(entry.name)}</name>`, `      <text>${e(entry.text)}</text>`, '      <prop>'];
  for (const [name, value] of entry.props) if (value !== undefined && value !== '') out.push(`        <${name}>${e(value)}</${name}>`);
  out.push('      </prop>');
  const art = entry.card.faces[0].art;
  const attrs = [
    entry.token ? undefined : `rarity="${entry.card.rarity === 'bonus' ? 'special' : entry.card.rarity}"`,
    `num="${e(entry.card.number)}"`,
    art && /^https?:\/\//.test(art) ? `picurl="${e(art)}"` : undefined,
  ].filter(Boolean);
  out.push(`      <set ${attrs.join(' ')}>${e(set.code)}</set>`);
  for (const r of entry.related) {
    const rAttrs = [r.attach ? ' attach="transform"' : '', r.count ? ` count="${e(r.count)}"` : ''].join('');
    out.push(`      <related${rAttrs}>${e(r.name)}</related>`);
  }
  if (entry.token) out.push('      <token>1</token>');
  out.push(`      <tablerow>${tableRow(entry.main)}</tablerow>`);
  if (entry.cipt) out.push('      <cipt>1</cipt>');
  if (entry.upsideDown) out.push('      <upsidedown>1</upsidedown>');
  if (entry.landscape) out.push('      <landscapeOrientation>1</landscapeOrientation>');
  out.push('    </card>');
  return out.join('\n');
}

/**
 * The entries with each name once: Cockatrice keys cards by name and files a second card of the
 * same name as a printing of the first, losing its text and stats, so a later card of a name
 * already written is left out, with a warning naming it.
 */
function oncePerName(all: CardEntry[], warnings: Warnings): CardEntry[] {
  const seen = new Set<string>();
  return all.filter((entry) => {
    const key = entry.name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      return true;
    }
    warnings.add('Cockatrice keeps one card per name: a later card with the name of an earlier one is left out (rename it)', entry.name);
    return false;
  });
}

export const cockatrice: Exporter = {
  id: 'cockatrice',
  title: 'Cockatrice',
  output: 'file',
  extension: '.xml',
  description: 'Cockatrice card database (version 4): put the .xml file in Cockatrice\'s customsets folder',
  export(set) {
    const warnings = new Warnings();
    const cards = oncePerName([...set.cards, ...set.tokens].flatMap((c) => entries(c, warnings)), warnings);
    const setXml = [
      '    <set>', `      <name>${xmlEscape(set.code)}</name>`, `      <longname>${xmlEscape(set.name, warnings)}</longname>`, '      <settype>Custom</settype>',
      ...(set.released ? [`      <releasedate>${set.released}</releasedate>`] : []), '    </set>',
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_carddatabase version="4">', '  <sets>', ...setXml, '  </sets>', '  <cards>',
      ...cards.map((c) => cardXml(c, set, warnings)), '  </cards>', '</cockatrice_carddatabase>', '',
    ].join('\n');
    const dropped = droppedFields(set);
    if (dropped.length) warnings.add(`Cockatrice has no fields for ${dropped.join(', ')}; they are not exported`);
    return {
      files: [{ path: '', content: xml }],
      warnings: warnings.list(),
      summary: [`${plural(cards.length, 'Cockatrice card entry', 'Cockatrice card entries')} (${plural(set.cards.length, 'card')}, ${plural(set.tokens.length, 'token')}) in set ${set.code}`],
    };
  },
};
