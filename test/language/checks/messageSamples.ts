/**
 * Files that make every check say every kind of thing it says (one per branch of each message), with
 * names of a usual length: what the one-row test below and `scripts/messageLengths.mjs` measure.
 */

/** A card with the given type line and lines below it. */
const card = (name: string, typeLine: string, ...lines: string[]) => [name, typeLine, ...lines].join('\n');
const adds = (what: string, reminder = false) => card('Whimsy Relic {2}', 'Artifact', reminder ? `({T}: Add ${what}.)` : `{T}: Add ${what}.`);
const ruled = (ruling: string) => card('Hushed Sentinel {1}{W}', 'Creature — Human Soldier', '2/2', `Ruling: ${ruling}`);
const saga = (...chapters: string[]) => card('The Moths\' Migration {2}{W}', 'Enchantment — Saga', '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)', ...chapters);

export const messageSamples: string[] = [
  // undefined-mana-type: each reason, in rules text and in reminder text
  ...['{T}', '{Q}', '{E}', '{CHAOS}', '{PW}', '{TK}', '{P}', '{H}', '{½}', '{K}'].flatMap((s) => [adds(s), adds(s, true)]),
  card('Prism of Whims', 'Land', '{T}, Pay 1 life: Add one mana of the chosen color.'),
  card('Prism of Whims', 'Land', '{T}: Add one mana of that color.'),
  card('Prism of Whims', 'Land', '{T}: Add one mana of that type.'),
  // illegal-cost-symbol
  card('Tapped Relic {T}{1}', 'Artifact'),
  card('Untapped Relic {Q}{1}', 'Artifact'),
  card('Charged Relic {E}{1}', 'Artifact'),
  card('Twice Relic {2}', 'Artifact', '{1}, {T}, {T}: Draw a card.'),
  card('Quick Study {U}', 'Instant', '{T}: Draw a card.'),
  card('Tapping Blade {2}', 'Artifact — Equipment', 'Equip {T}'),
  card('Lantern Rally {R}', 'Sorcery', 'Kicker {1}{T}', 'Draw a card.'),
  card('Lantern Rally {R}', 'Sorcery', 'As an additional cost to cast this spell, {T}.', 'Draw a card.'),
  card('Lantern Rally {R}', 'Sorcery', 'Pay {T}, then draw a card.'),
  // unknown-symbol, symbol-case
  card('Odd Relic {K}', 'Artifact'), card('Odd Relic {U/W}', 'Artifact'), card('Odd Relic {}', 'Artifact'),
  card('Odd Relic {2}', 'Artifact', 'Flying (Reminder {K}.)'), card('Odd Relic {2}', 'Artifact', 'Pay {G now.'),
  card('Mothwing Scout {2}', 'Artifact', '{t}: Draw a card.'), card('Grove', 'Land', '({t}: Add {G}.)'),
  // undefined-x: nothing defines it; the mana cost's X is 0 here; a granted ability
  card('Swarm Matron {2}{G}', 'Sorcery', 'Draw X cards.'),
  card('Swarm Matron {X}{G}', 'Creature — Insect', '{T}: Draw X cards.', '1/1'),
  card('Swarm Matron {2}{G}', 'Enchantment', 'Creatures you control have "{T}: This creature deals X damage to any target."'),
  // generic-mana-produced, mana-cost-order
  adds('{2}'), adds('{2}', true), card('Sunforge Duelist {R}{W}{1}', 'Creature — Human', '2/2'),
  // type line
  card('Veil of Dusk {1}{B}', 'Enchantmant'), card('Veil of Dusk {1}{B}', 'Gizmo Enchantment'),
  card('Goblin Warcry {R}', 'Tribal Instant — Goblin', 'Draw a card.'), card('Bog Hound {G}', 'Creature — Hound', '1/1'),
  card('Crown of the Moth King {3}', 'Legendary — Insect'), card('Crown of the Moth King {3}', 'Whenever you draw a card, gain 1 life.'),
  card('Glasswing Charm {U}', 'Instant — Aura', 'Draw a card.'),
  card('Hollow Archivist {1}{U}', 'Creature — Human Wizzard', '1/3'), card('Hollow Archivist {1}{U}', 'Artifact Creature — Wizardkin', '1/3'),
  card('Thornfield Stalker {G}', 'Creature - Elf', '1/1'),
  // stats
  card('Duskmoth Lurker {2}{B}', 'Creature — Insect', 'Flying'), card('Brass Sentinel {3}', 'Artifact', 'Defender', '1/4'),
  card('Vessa, Lantern Keeper {2}{W}', 'Legendary Planeswalker — Vessa', '+1: Draw a card.'),
  card('Orrin, Moth Tamer {1}{G}', 'Legendary Creature — Human Druid', 'Loyalty: 3', '2/3'),
  card('Invasion of the Hollow {2}{R}', 'Battle — Siege', 'When this Siege enters, draw a card.'),
  card('Mothmother Ilse {2}{W}', 'Legendary Creature — Insect Noble', '+1: Draw a card.', '3/3'),
  card('Moth Sentry {1}{W}', 'Creature — Insect Soldier', '1/1', '2/2'),
  card('Vessa, Lantern Keeper {2}{W}', 'Legendary Planeswalker — Vessa', '+1: Draw a card.', 'Loyalty: 3', 'Loyalty: 4'),
  card('Invasion of the Hollow {2}{R}', 'Battle — Siege', 'Draw a card.', 'Defense: 3', 'Defense: 4'),
  // layout, dashes, bullets, keywords
  [card('Glowcap Grove', 'Land', '{T}: Add {G}.'), card('Lantern Moth {1}{G}', 'Creature — Insect', '1/1')].join('\n'),
  card('Thornfield Stalker {G}', 'Creature — Elf', 'Landfall - Whenever a land you control enters, draw a card.', '1/1'),
  card('Thornfield Stalker {G}', 'Creature — Elf', 'Ward - Pay 2 life.', '1/1'),
  card('Splintering Choice {R}', 'Sorcery', 'Choose one -', '• Draw a card.', '• Discard a card.'),
  card('Splintering Choice {R}', 'Sorcery', 'Choose one —', '* Draw a card.', '- Discard a card.'),
  saga('I - Draw a card.', 'II — Draw a card.', 'III — Draw a card.'),
  card('Gale Strider {1}{W}', 'Creature — Bird', 'Flyng', '1/1'), card('Gale Strider {1}{W}', 'Creature — Bird', 'Flying, vigilence', '1/1'),
  `@keyword Sneak Attack\n\n${card('Gale Strider {1}{W}', 'Creature — Bird', 'Sneak Atack {1}{B}', '1/1')}`,
  // sagas
  card('The Moths\' Migration {2}{W}', 'Enchantment', 'I — Draw a card.'),
  saga('I — Draw a card.', 'III — Draw a card.', 'II — Draw a card.'), saga('I — Draw a card.', 'I — Draw a card.', 'II, III — Draw a card.'),
  saga('I — Draw a card.', 'IV — Draw a card.'), saga('I — Draw a card.', 'II — Draw a card.', 'III — Draw a card.', 'IV — Draw a card.'),
  saga('I — Draw a card.', 'II — Draw a card.'),
  // rulings
  ruled(''), ruled('2026-13-45 It can block.'), ruled('2025-02-29 It can block.'), ruled('2026/13/45 It can block.'), ruled('2026/1/20 It can block.'),
  ruled('03/04/2026 It can block.'), ruled('sometime last year it could block.'),
  // file-wide: names, tokens, directives, syntax
  [card('Violet Spring', 'Land', '{T}: Add {G}.'), card('Violet Spring', 'Land', '{T}: Add {G}.')].join('\n\n'),
  `@set VHL Violet Hollow\n\n${card('Spore Caller {2}{G}', 'Creature — Fungus', 'When this creature enters, create two 1/1 green Saproling creature tokens.', '2/2')}`,
  ['@bogus thing', '@mana K black', '@mana {K}', '@mana {W} white', '@keyword', '@subtype Creature', '@subtype Gizmo Mothkin', '@set', '@set V Violet Hollow', '@set VHL',
    '@released sometime', '@set VHL Violet Hollow', '@set VHX Violet Hollow Again', '', card('Scout {G}', 'Creature — Elf', '1/1'), '', '@keyword Sneak'].join('\n'),
  card('Duskwing Courier {1}{U}', 'Creature — Bird', 'Flying (This creature can fly.', '1/1'),
  card('Duskwing Courier {1}{U}', 'Enchantment', 'Creatures you control have "{T}: Add {G}.', 'Flash'),
  card('Duskwing Courier {1}{U}', 'Creature — Bird', 'Flying ² trample', '1/1'),
  'Nameless Wonder {1}', card('{1}{R}', 'Instant', 'Draw a card.'), `${card('Fire {1}{R}', 'Instant', 'Draw a card.')}\n//`, `//\n${card('Ice {1}{U}', 'Instant', 'Draw a card.')}`,
  card('Duskwing Courier {1}{U}', 'Creature — Bird', '{2}, {T} Draw a card.', '1/1'),
];
