/**
 * A Saga's chapter abilities (714.2) as Forge's one keyword line for all of them, `K:Saga:3:DBChapterI,DBChapterI,
 * DBChapterIII`: the number of chapters, then for each chapter number the SVar of what that chapter does (a chapter
 * printed `I, II —` names the same SVar twice), each a `DB$` chain as a triggered ability's effect is written. Forge's
 * keyword also adds the lore counters and sacrifices the Saga after its last chapter (714.3, 714.4). All chapters or
 * none: a Saga with a chapter left out would skip it.
 */
import type { AbilityEffect } from '../../language/effects/types.js';
import { effectsOf } from './abilityEffects.js';
import { type FaceInfo, stepContext, unreadReason } from './abilities.js';
import { NotScriptable } from './valid.js';
import { clean, type FaceWriter } from './writer.js';

/** What the Saga's chapters come to: its lines (and SVars, added to the writer), or why each chapter is left out. */
export interface SagaScript {
  lines: string[];
  notScripted: { effect: AbilityEffect; reason: string }[];
}

/** The `K:Saga` line of a face's chapter abilities (in text order), or why they are not scripted. */
export function sagaLines(chapters: AbilityEffect[], face: FaceInfo, w: FaceWriter): SagaScript {
  // Chapter abilities trigger only on a Saga (714.2a, 714.1): Forge's keyword would add lore counters and sacrifice
  // any other card after its last chapter.
  if (!face.subtypes.includes('Saga')) return { lines: [], notScripted: chapters.map((effect) => ({ effect, reason: 'chapter abilities on a card that is not a Saga' })) };
  const svars = new Map<number, string>();
  const failed = new Map<AbilityEffect, string>();
  for (const chapter of chapters) {
    try {
      if (chapter.unknown) throw new NotScriptable(unreadReason(chapter.unknown));
      const ctx = stepContext(w, false, '', undefined, face.declarations);
      const name = w.reserve(`DBChapter${chapter.chapters![0]}`);
      const text = chapter.ability.ability.effect.text.replace(/\s*\([^()]*\)/g, '');
      w.define(name, w.chain(effectsOf(chapter.steps!, ctx), 'DB', [], [['SpellDescription', clean(face.name ? text.split(face.name).join('CARDNAME') : text)]]));
      for (const n of chapter.chapters!) {
        if (svars.has(n)) throw new NotScriptable(`chapter ${n} printed twice`);
        svars.set(n, name);
      }
    } catch (error) {
      if (!(error instanceof NotScriptable)) throw error;
      failed.set(chapter, error.message);
    }
  }
  const last = Math.max(0, ...svars.keys(), ...chapters.flatMap((c) => c.chapters ?? []));
  const missing = Array.from({ length: last }, (_, i) => i + 1).filter((n) => !svars.has(n) && !chapters.some((c) => failed.has(c) && c.chapters?.includes(n)));
  if (failed.size === 0 && missing.length === 0) return { lines: [`K:Saga:${last}:${Array.from({ length: last }, (_, i) => svars.get(i + 1)).join(',')}`], notScripted: [] };
  w.dropPending();
  const whole = missing.length > 0 ? `a Saga without chapter ${missing.join(', ')}` : 'part of a Saga whose other chapters cardtext cannot script';
  return { lines: [], notScripted: chapters.map((effect) => ({ effect, reason: failed.get(effect) ?? whole })) };
}
