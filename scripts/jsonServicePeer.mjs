// The peer the speed goals are measured against: VS Code's own JSON language service
// (vscode-json-languageservice) parsing and validating the corpus cards as Scryfall JSON against
// a Scryfall card schema, in one process, as VS Code does for every JSON file it opens.
// Run as a process of its own (the bench times the whole process): node scripts/jsonServicePeer.mjs FILE.json
// Prints the number of characters and of diagnostics. Exit 2 if the package is missing (npm i -D vscode-json-languageservice).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** A Scryfall card object, as the corpus holds it (the fields cardtext reads and writes). */
const face = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string' }, mana_cost: { type: 'string' }, type_line: { type: 'string' }, oracle_text: { type: 'string' },
    power: { type: 'string' }, toughness: { type: 'string' }, loyalty: { type: 'string' }, defense: { type: 'string' },
    colors: { type: 'array', items: { enum: ['W', 'U', 'B', 'R', 'G'] } },
    color_indicator: { type: 'array', items: { enum: ['W', 'U', 'B', 'R', 'G'] } },
    flavor_text: { type: 'string' }, artist: { type: 'string' },
  },
};
export const scryfallCardsSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'layout'],
    properties: {
      ...face.properties,
      object: { const: 'card' }, oracle_id: { type: 'string' }, layout: { type: 'string' }, cmc: { type: 'number', minimum: 0 },
      color_identity: { type: 'array', items: { enum: ['W', 'U', 'B', 'R', 'G'] } },
      // Scryfall writes legal/banned…; the corpus keeps MTGJSON's capitalised values.
      legalities: { type: 'object', additionalProperties: { enum: ['legal', 'not_legal', 'restricted', 'banned', 'Legal', 'Banned', 'Restricted'] } },
      printings: { type: 'array', items: { type: 'string' } },
      rarity: { enum: ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] },
      set: { type: 'string' }, collector_number: { type: 'string' },
      card_faces: { type: 'array', items: face },
    },
  },
};

/** Parses and validates a JSON text with the JSON language service; resolves with the diagnostics. */
export async function validateWithJsonService(text) {
  const { getLanguageService } = await import('vscode-json-languageservice');
  const { TextDocument } = await import('vscode-languageserver-textdocument');
  const service = getLanguageService({});
  service.configure({ validate: true, allowComments: false, schemas: [{ uri: 'cardtext://scryfall-cards.schema.json', fileMatch: ['*.json'], schema: scryfallCardsSchema }] });
  const doc = TextDocument.create('file:///cards.json', 'json', 1, text);
  return service.doValidation(doc, service.parseJSONDocument(doc));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  try {
    await import('vscode-json-languageservice');
  } catch {
    console.error('jsonServicePeer: vscode-json-languageservice is not installed (npm i -D vscode-json-languageservice)');
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const diagnostics = await validateWithJsonService(text);
  // Only the service's own work is timed: no second parse of the text to count its cards.
  console.log(JSON.stringify({ characters: text.length, diagnostics: diagnostics.length }));
}
