/**
 * Checks of the params clients send, before any handler reads them: a request with params of the
 * wrong shape gets error -32602 with a short message naming the field (never a raw TypeError),
 * a notification with them is ignored and logged. Positions only need to be whole numbers: past
 * the end of a line or of the text they are clamped, as the LSP reference library does.
 */
import type { Position, Range } from 'vscode-languageserver';
import type { ContentChange } from './documents.js';

/** Params that don't have the shape the method needs; the message names the field. */
export class ParamsError extends Error {}

/** A value as it may appear in a message: JSON, cut to a few dozen characters. */
export function showValue(value: unknown, max = 40): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

function fail(path: string, what: string, value: unknown): never {
  throw new ParamsError(`${path} must be ${what} (got ${showValue(value)})`);
}

function object(value: unknown, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(path, 'an object', value);
  return value as Record<string, unknown>;
}

function string(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, 'a string', value);
  return value;
}

function integer(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) fail(path, 'a whole number', value);
  return value;
}

function uri(value: unknown, path: string): string {
  const text = string(value, path);
  if (text === '') fail(path, 'a URI', value);
  return text;
}

function position(value: unknown, path: string): Position {
  const p = object(value, path);
  return { line: integer(p.line, `${path}.line`), character: integer(p.character, `${path}.character`) };
}

function range(value: unknown, path: string): Range {
  const r = object(value, path);
  return { start: position(r.start, `${path}.start`), end: position(r.end, `${path}.end`) };
}

/** A version: a whole number, or nothing (null or missing: the client did not say). */
function version(value: unknown, path: string): number | undefined {
  return value === null || value === undefined ? undefined : integer(value, path);
}

/** `{ textDocument: { uri } }` */
export function documentParams(params: unknown): { uri: string } {
  const p = object(params, 'params');
  return { uri: uri(object(p.textDocument, 'params.textDocument').uri, 'params.textDocument.uri') };
}

/** `{ textDocument, position }` */
export function positionParams(params: unknown): { uri: string; position: Position } {
  return { ...documentParams(params), position: position((params as Record<string, unknown>).position, 'params.position') };
}

/** `{ textDocument, range }` */
export function rangeParams(params: unknown): { uri: string; range: Range } {
  return { ...documentParams(params), range: range((params as Record<string, unknown>).range, 'params.range') };
}

/** Find references: `{ textDocument, position, context?: { includeDeclaration } }` */
export function referenceParams(params: unknown): { uri: string; position: Position; includeDeclaration: boolean } {
  const context = (params as Record<string, unknown>)?.context;
  const include = context === undefined ? false : object(context, 'params.context').includeDeclaration;
  if (include !== undefined && typeof include !== 'boolean') fail('params.context.includeDeclaration', 'true or false', include);
  return { ...positionParams(params), includeDeclaration: include === true };
}

/** Rename: `{ textDocument, position, newName }` */
export function renameParams(params: unknown): { uri: string; position: Position; newName: string } {
  return { ...positionParams(params), newName: string((params as Record<string, unknown>).newName, 'params.newName') };
}

/** Code actions: `{ textDocument, range, context: { only? } }` */
export function codeActionParams(params: unknown): { uri: string; range: Range; only?: string[] } {
  const base = rangeParams(params);
  const context = object((params as Record<string, unknown>).context ?? {}, 'params.context');
  if (context.only === undefined) return base;
  if (!Array.isArray(context.only)) fail('params.context.only', 'a list of code action kinds', context.only);
  return { ...base, only: context.only.map((k, i) => string(k, `params.context.only[${i}]`)) };
}

/** Workspace symbols: `{ query }` */
export function queryParams(params: unknown): { query: string } {
  return { query: string(object(params, 'params').query, 'params.query') };
}

/** `cardtext/rule`: `{ number }` */
export function ruleParams(params: unknown): { number: string } {
  return { number: string(object(params, 'params').number, 'params.number') };
}

/** didOpen: `{ textDocument: { uri, text, version } }` */
export function openParams(params: unknown): { uri: string; text: string; version: number | undefined } {
  const doc = object(object(params, 'params').textDocument, 'params.textDocument');
  return { uri: uri(doc.uri, 'params.textDocument.uri'), text: string(doc.text, 'params.textDocument.text'), version: version(doc.version, 'params.textDocument.version') };
}

/** didChange: every change is checked before any is applied (an edit is all or nothing). */
export function changeParams(params: unknown): { uri: string; version: number | undefined; changes: ContentChange[] } {
  const p = object(params, 'params');
  const doc = object(p.textDocument, 'params.textDocument');
  if (!Array.isArray(p.contentChanges)) fail('params.contentChanges', 'a list of changes', p.contentChanges);
  const changes = p.contentChanges.map((value, i): ContentChange => {
    const path = `params.contentChanges[${i}]`;
    const change = object(value, path);
    const text = string(change.text, `${path}.text`);
    return change.range === undefined ? { text } : { range: range(change.range, `${path}.range`), text };
  });
  return { uri: uri(doc.uri, 'params.textDocument.uri'), version: version(doc.version, 'params.textDocument.version'), changes };
}

/** didChangeWatchedFiles: `{ changes: [{ uri, type }] }` */
export function watchedFilesParams(params: unknown): { changes: { uri: string; type: number }[] } {
  const p = object(params, 'params');
  if (!Array.isArray(p.changes)) fail('params.changes', 'a list of file events', p.changes);
  return {
    changes: p.changes.map((value, i) => {
      const change = object(value, `params.changes[${i}]`);
      return { uri: uri(change.uri, `params.changes[${i}].uri`), type: integer(change.type, `params.changes[${i}].type`) };
    }),
  };
}
