/** Loads every check family into the registry (each file registers its checks on import). */
import './costSymbols.js';
import './manaProduction.js';
import './symbols.js';
import './variables.js';
import './manaCost.js';
import './typeLine.js';
import './stats.js';
import './structure.js';
import './fields.js';
import './layout.js';
import './sagas.js';
import './keywords.js';
import './wordingPhrases.js';
import './wordingSelf.js';
import './wordingNumbers.js';
import './wordingSentences.js';
import './wordingReminder.js';
import './setDesign.js';

export { checkCard, makeDiagnostic, withSubject, type CardDiagnostic, type Declaration, type Fix, type TextEdit } from './registry.js';
export { codes, codeInfo, type Code, type Severity } from './codes.js';
