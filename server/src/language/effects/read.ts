/**
 * The effect model of a card, ability by ability: keyword abilities with their parameters,
 * activated and loyalty abilities (cost, restrictions, steps), triggered abilities (trigger and
 * steps), spells (steps or modes), static abilities (continuous and replacement effects). An
 * ability the reader cannot read whole is `unknown`, with the words it stopped at.
 */
import type { Ability, TriggeredAbility } from '../ast.js';
import type { AbilityModel, CardModel } from '../model/cardModel.js';
import { costNamesAnother, onePaidCard, oneSacrificed, readCost, readCostText, readForecastCost, readLoyaltyCost } from './costs.js';
import { withSetSubtypes } from './filters.js';
import { readIfYouDont, unlessYouPay } from './ifYouDont.js';
import { type ReadContext, namesPlayer } from './refs.js';
import { readManaSteps } from './manaSteps.js';
import { readRestrictions } from './restrictions.js';
import { readEmblem } from './emblems.js';
import { readExert } from './exert.js';
import { readPresence, readRevealOrPay } from './revealOrPay.js';
import { readSpellLine } from './spellLines.js';
import { readStatic } from './statics.js';
import { readSteps } from './steps.js';
import { readTrigger } from './triggers.js';
import { readCondition } from './triggerConditions.js';
import { readUnlessManaSpent } from './manaSpent.js';
import { onBattlefieldEvents, triggerContext } from './triggerContext.js';
import { cardNames, keywordEffect, readSetKeyword, selfPossessive } from './keywordEffects.js';
import type { AbilityEffect, CardEffects, CostPart, Step } from './types.js';
import { Cursor, readableText, span, Unread, words } from './words.js';

/** The text after an ability word's dash, or from `from`. */
function textFrom(ability: Ability, from: number): string {
  if (ability.abilityWord && ability.dash) from = Math.max(from, span(ability, ability.dash.range)[1]);
  return readableText(ability, from);
}

/**
 * Modes of a modal ability: `Choose one —` / `Choose one or both —` / `Choose two —` and its bullet lines. `head`: the
 * words before the bullets (a spell's whole text; a triggered or activated ability's effect, after its trigger or cost).
 */
function readModes(a: AbilityModel, head: string, ctx: () => ReadContext): NonNullable<AbilityEffect['modes']> {
  head = head.trim().toLowerCase().replace(/\s*[—-]\s*$/, '');
  const counts: Record<string, [number, number]> = {
    'choose one': [1, 1], 'choose two': [2, 2], 'choose one or both': [1, 2], 'choose one or more': [1, Infinity], 'choose three': [3, 3],
  };
  const count = counts[head];
  if (!count) throw new Unread(head, 'not read: how many modes');
  const choices = a.ability.modes.map((m) => readSteps(words(readableText(m)), ctx()));
  return { min: count[0], max: Math.min(count[1], choices.length), choices };
}


/** The cost of "you may pay …": mana (`{2}{R}`), energy (`{E}{E}`) or life (`2 life`). */
function readPayment(text: string): CostPart[] {
  const symbols = [...text.matchAll(/\{([^}]+)\}/g)].map((m) => m[1].toUpperCase());
  if (symbols.length === 0) return readCostText(`pay ${text}`);
  if (symbols.every((s) => s === 'E')) return [{ pay: 'energy', amount: symbols.length }];
  if (symbols.some((s) => s === 'E' || s === 'T' || s === 'Q')) throw new Unread(text, `not read: the cost "${text}"`);
  return [{ pay: 'mana', symbols }];
}

/**
 * Reads one ability. Never throws: what it cannot read is marked unknown. `reminders` and `subtypes`: the set's own
 * keywords' reminder texts and the subtypes it declares (card type → subtypes), as for `readCardEffects`.
 */
export function readAbility(a: AbilityModel, card: CardModel, ids: ReadContext['ids'] = { next: 0 }, reminders?: ReadonlyMap<string, string>, subtypes?: ReadonlyMap<string, ReadonlySet<string>>): AbilityEffect {
  return withSetSubtypes(subtypes, () => readOneAbility(a, card, ids, reminders));
}

function readOneAbility(a: AbilityModel, card: CardModel, ids: ReadContext['ids'], reminders?: ReadonlyMap<string, string>): AbilityEffect {
  const ability = a.ability;
  const out: AbilityEffect = { ability: a, kind: a.kind === 'spell' ? 'spell' : 'static' };
  const selfNouns = a.face.types.map((t) => t.toLowerCase());
  const selfColorless = a.face.colors.length === 0;
  const selfTyped = a.face.subtypes.length + a.face.supertypes.length > 0;
  const ctx = (): ReadContext => ({ ids, selfNouns, selfColorless, selfTyped });
  if (a.kind !== 'spell') ids.spellIt = ids.spellSteps = ids.spellSacrificed = ids.spellPaid = undefined;
  try {
    if (/^\([^()]*\)$/.test(ability.text.trim())) {
      out.nothing = true;
      return out;
    }
    switch (ability.abilityKind) {
      case 'keyword':
        out.kind = 'keyword';
        keywordEffect(ability, out);
        // A keyword the rules do not define (the set's own): what it does is its reminder text (on the line, or in
        // the set's @keyword declaration).
        if (!ability.rule) readSetKeyword(ability, out, a, card, ids, reminders);
        return out;
      case 'activated': {
        out.kind = a.isManaAbility ? 'mana' : 'activated';
        const forecast = readForecastCost(ability, cardNames(card, a));
        out.cost = forecast ?? readCost(ability, cardNames(card, a));
        let text = selfPossessive(textFrom(ability, span(ability, ability.effect.range)[0]), cardNames(card, a));
        // Forecast: activated from its owner's hand, only during their upkeep and only once each turn (702.57a).
        out.restrictions = forecast ? { zone: 'hand', during: 'yourUpkeep', oncePerTurn: true } : {};
        // A cost that exiles the card from your graveyard or hand, or discards it: the ability works there (113.6j).
        const exiledFrom = out.cost.find((p) => p.pay === 'exile' && p.what.ref === 'self' && p.from);
        if (exiledFrom?.pay === 'exile' && exiledFrom.from) out.restrictions.zone = exiledFrom.from;
        if (out.cost.some((p) => p.pay === 'discard' && p.self)) out.restrictions.zone = 'hand';
        text = readRestrictions(text, out.restrictions);
        // "Sacrifice a creature: … the sacrificed creature's power": the one object the cost sacrificed.
        const sacrificed = oneSacrificed(out.cost);
        const context = (): ReadContext => {
          const c = ctx();
          if (a.face.isPermanent && costNamesAnother(out.cost)) c.itOnceSelfNamed = true;
          else if (a.face.isPermanent) c.it = { ref: 'self' };
          if (sacrificed) c.sacrificed = sacrificed;
          c.paidCard = onePaidCard(out.cost);
          return c;
        };
        if (a.isManaAbility) {
          // "Add {W} or {U}. ~ deals 1 damage to you.", "Add {C}. You gain 1 life.": the mana, then what else the
          // ability does as it resolves, read as steps ("Spend this mana only …" is a rule of the mana: kept with it).
          out.steps = readManaSteps(text, context, out.cost);
          return out;
        }
        // "{2}, {T}: Choose one — • …": the modes are the ability's effect (700.2), each read as the ability's own steps.
        if (ability.modes.length > 0) {
          out.modes = readModes(a, text, context);
          return out;
        }
        out.steps = readSteps(words(text), context());
        if (out.steps.some((s) => s.do === 'return' && s.what.ref === 'self')) out.restrictions.zone = 'graveyard';
        return out;
      }
      case 'loyalty': {
        out.kind = 'loyalty';
        out.cost = [readLoyaltyCost(ability)];
        const text = selfPossessive(textFrom(ability, span(ability, ability.effect.range)[0]), cardNames(card, a));
        out.steps = readEmblem(text, ctx(), a) ?? readSteps(words(text), ctx());
        return out;
      }
      case 'triggered': {
        out.kind = 'triggered';
        const t = ability as TriggeredAbility;
        const [from, to] = span(t, t.condition.range);
        const context = ctx();
        out.trigger = readTrigger(words(readableText(t, from, to)), context);
        context.triggerNamesPlayer = namesPlayer(readableText(t, from, to));
        let effectText = selfPossessive(readableText(t, span(t, t.effect.range)[0]), cardNames(card, a));
        // "if ~ is in your graveyard, you may pay {1}{B}. If you do, …": the intervening "if" read before the payment.
        const graveyardPay = selfInGraveyardPay(effectText);
        if (graveyardPay && !out.trigger.condition) {
          out.trigger.condition = { selfInYourGraveyard: true };
          effectText = graveyardPay;
        }
        // "you may pay {2}. If you do, …" (or "When you do, …", a reflexive trigger, 603.12): a cost paid as it resolves.
        const pay = /^you may pay ((?:\{[^}]+\})+|\d+ life)\. (If|When) you do, (.+)$/is.exec(effectText.trim());
        // "you may sacrifice ~. If you do, …", "you may discard a card. If you do, …": what the rest depends on is an
        // action an activated ability's cost could be (602.1), read as that cost.
        const act = pay ? null : /^you may ((?:sacrifice|discard|return) [^.]+)\. If you do, (.+)$/is.exec(effectText.trim());
        // "you may pay {U}. If you don't, destroy target Knight.": the step, unless you pay.
        const dont = pay || act ? undefined : readIfYouDont(effectText);
        if (dont) effectText = dont.rest;
        const unlessSpent = pay || act || dont ? undefined : readUnlessManaSpent(effectText, out.trigger);
        if (unlessSpent) {
          out.trigger.condition = unlessSpent.condition;
          effectText = unlessSpent.rest;
        }
        if (pay) {
          out.payToDo = readPayment(pay[1]);
          if (/^when$/i.test(pay[2])) out.reflexive = true;
          effectText = pay[3];
        } else if (act) {
          // "Whenever ~ attacks, you may sacrifice it": the card itself, on the battlefield as the trigger resolves.
          const self = out.trigger.subject.ref === 'self' && !out.trigger.orSelf && onBattlefieldEvents.has(out.trigger.event);
          out.payToDo = readCostText(self ? act[1].replace(/^sacrifice it$/i, 'sacrifice ~') : act[1]);
          effectText = act[2];
          if (out.payToDo.length === 1) context.sacrificed = oneSacrificed(out.payToDo);
        }
        let effectWords = words(effectText);
        if (/^if\b/i.test(effectText)) {
          const c = new Cursor(effectWords);
          const condition = readCondition(c, out.trigger.subject.ref === 'self' && !out.trigger.orSelf);
          if (!condition) throw new Unread(effectText, 'not read: the intervening "if"');
          // The card's own combat is asked at end of combat; after it dies (or at another step) it says nothing certain.
          if ('selfAttackedOrBlocked' in condition && !(out.trigger.event === 'phase' && out.trigger.phase === 'endCombat')) throw new Unread(effectText, 'not read: "if ~ attacked or blocked this combat" outside an "at end of combat" trigger');
          out.trigger.condition = condition;
          // "Whenever a creature dies, if a player cast …, …": the condition's player may be "that player" too.
          context.triggerNamesPlayer ||= namesPlayer(effectWords.slice(0, c.i).map((w) => w.t).join(' '));
          effectWords = effectWords.slice(c.i);
        }
        triggerContext(out.trigger, context, effectText);
        // "When ~ enters, choose one — • …": each mode read as the trigger's own steps ("that player" is the trigger's).
        if (t.modes.length > 0) {
          if (out.payToDo || dont) throw new Unread(effectText, 'not read: a modal ability paid for as it resolves');
          out.modes = readModes(a, effectWords.map((w) => w.t).join(' '), () => ({ ...context }));
          return out;
        }
        out.steps = readSteps(effectWords, context);
        if (dont) unlessYouPay(out.steps, dont.cost, effectText);
        return out;
      }
      case 'level':
        out.kind = 'static';
        out.level = { min: ability.min, max: ability.max };
        return out;
      case 'chapter': {
        // A Saga's chapter ability (714.2b): a triggered ability that triggers as lore counters reach its number.
        out.kind = 'chapter';
        out.chapters = ability.chapters;
        if (ability.chapters.some((n) => !(n >= 1))) throw new Unread(ability.text, 'not read: a chapter number');
        out.steps = readSteps(words(textFrom(ability, span(ability, ability.effect.range)[0])), ctx());
        return out;
      }
      default: {
        if (ability.modes.length > 0) {
          out.modes = readModes(a, readableText(a.ability), ctx);
          return out;
        }
        const text = textFrom(ability, 0);
        const revealOrPay = readRevealOrPay(text) ?? readPresence(text);
        if (revealOrPay) {
          out.kind = 'keyword';
          out.keyword = revealOrPay;
          return out;
        }
        if (a.kind === 'spell') {
          readSpellLine(selfPossessive(text, cardNames(card, a)), out, ctx);
          return out;
        }
        if (/^A deck can have any number of cards named ~\.$/i.test(text.trim())) out.deckRule = 'anyNumber';
        else if (/^~ can be your commander\.$/i.test(text.trim())) out.deckRule = 'commander';
        else if (/^If ~ is in your opening hand, you may begin the game with it on the battlefield\.$/i.test(text.trim())) out.openingHand = 'beginOnBattlefield';
        else if (!readExert(selfPossessive(text, cardNames(card, a)), out, ctx())) readStatic(words(selfPossessive(text, cardNames(card, a))), ctx(), out);
        return out;
      }
    }
  } catch (error) {
    if (!(error instanceof Unread)) throw error;
    out.unknown = { text: error.at, reason: error.message };
    out.steps = undefined;
    out.modes = undefined;
    out.continuous = undefined;
    return out;
  }
}

/**
 * The effect model of a card: every face's abilities (granted ones, inside quotes, are read with their holder).
 * `reminders`: the set's own keywords' reminder texts (`@keyword Kindle N (…)`), lower-cased name → template;
 * `subtypes`: the subtypes the set declares (`@subtype Creature Grovekin`), lower-cased card type → subtypes, read as
 * the rules' own subtypes are ("Grovekin creatures you control", "create a 1/1 green Grovekin creature token").
 */
export function readCardEffects(card: CardModel, reminders?: ReadonlyMap<string, string>, subtypes?: ReadonlyMap<string, ReadonlySet<string>>): CardEffects {
  return withSetSubtypes(subtypes, () => readFaces(card, reminders));
}

function readFaces(card: CardModel, reminders?: ReadonlyMap<string, string>): CardEffects {
  return {
    faces: card.faces.map((face) => {
      const ids = { next: 0 };
      const effects = card.abilities.filter((a) => a.face === face && !a.ability.granted).map((a) => readAbility(a, card, ids, reminders));
      // A leveler's bands (711.2): each LEVEL line owns the P/T and abilities printed after it, up to the next band.
      let band: AbilityEffect | undefined;
      for (const e of effects) {
        if (e.level) {
          band = e;
          const next = effects.find((x) => x.level && x.ability.ability.line > e.ability.ability.line)?.ability.ability.line ?? Infinity;
          const pt = face.face.stats.find((s) => s.levelBand && s.range.start.line > e.ability.ability.line && s.range.start.line < next);
          e.level.power = pt?.power;
          e.level.toughness = pt?.toughness;
        } else if (band) e.band = band;
      }
      // Presence: whether another of the card's abilities checks the reveal (its description says so only then).
      const checked = effects.some((e) => !e.keyword && JSON.stringify([e.trigger, e.steps, e.modes, e.replacement, e.continuous]).includes('"presence":'));
      for (const e of effects) if (checked && e.keyword?.name === 'Presence') e.keyword = { ...e.keyword, checked };
      return effects;
    }),
  };
}

/** Every step of an ability (its own and its modes'), for summaries. */
export function allSteps(effect: Pick<AbilityEffect, 'steps' | 'modes'>): Step[] {
  return [...(effect.steps ?? []), ...(effect.modes?.choices.flat() ?? [])];
}

/** The text after "if ~ is in your graveyard, " when a payment as it resolves ("you may pay …", "you may discard …") follows. */
function selfInGraveyardPay(text: string): string | undefined {
  const m = /^if ~ is in your graveyard, (you may (?:pay|discard) [^.]+\. If you do, .+)$/is.exec(text.trim());
  return m?.[1];
}
