/**
 * The kinds of counter Forge's engine knows. The 2020 engine that `../shared/tools/forge-sim/` runs reads a counter
 * kind as a constant of its `CounterType` enum (forge-game `forge/game/card/CounterType.java`), so a script with a
 * kind outside this list does not load there: an ability that puts, removes or counts such counters is not scripted.
 * Today's Forge reads any kind (`CounterType.getType` makes unknown ones), see docs/export.md.
 */
import { NotScriptable } from './notScriptable.js';

/** `CounterType`'s constants in the 2020 engine, as its source lists them. */
const engineCounters = new Set(`
P1P1 M1M1 LOYALTY CHARGE AGE AIM ARROW ARROWHEAD AWAKENING BLAZE BLOOD BOUNTY BRIBERY BRICK CAGE CARRION CORPSE CREDIT
CRYSTAL CUBE CURRENCY DEATH DELAY DEPLETION DESPAIR DEVOTION DIVINITY DOOM DREAM ECHO EGG ELIXIR EON EYEBALL FADE FATE
FEATHER FILIBUSTER FLAME FLOOD FUNGUS FURY FUSE GEM GLYPH GOLD GROWTH HATCHLING HEALING HIT HOOFPRINT HOUR HOURGLASS
HUNGER ICE INFECTION INTERVENTION ISOLATION JAVELIN KI LANDMARK LEVEL LORE LUCK M0M1 M0M2 M1M0 M2M1 M2M2 MAGNET MANA
MANIFESTATION MANNEQUIN MATRIX MINE MINING MIRE MUSIC MUSTER NET OMEN ORE PAGE PAIN PARALYZATION PETAL PETRIFICATION
PIN PLAGUE PLOT PRESSURE PHYLACTERY POLYP PREY PUPA P0P1 P0P2 P1P0 P1P2 P2P0 P2P2 QUEST RUST SCREAM SCROLL SHELL SHIELD
SHRED SILVER SLEEP SLEIGHT SLIME SOOT SPITE SPORE STORAGE STRIFE STUDY THEFT TIDE TIME TOWER TRAINING TRAP TREASURE
UNITY VELOCITY VERSE VITALITY VORTEX WAGE WINCH WIND WISH ENERGY EXPERIENCE POISON`.trim().split(/\s+/));

/** The script's name of a counter kind of the model; throws `NotScriptable` for a kind the engine does not know. */
export function forgeCounter(kind: string): string {
  if (!engineCounters.has(kind)) throw new NotScriptable(`a ${kind.toLowerCase()} counter (Forge's engine of 2020 knows no such counter)`);
  return kind;
}
