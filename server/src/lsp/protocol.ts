/**
 * The protocol's rules around every handler: nothing but `initialize` is answered before it
 * (error -32002; notifications are dropped, as LSP says), params of the wrong shape get -32602
 * with a short message, and a handler's failure is a short -32603 message (the details go to the
 * server log), never a raw TypeError.
 */
import { ErrorCodes, LSPErrorCodes, ResponseError } from 'vscode-languageserver/node.js';
import { ParamsError } from './params.js';
import { noteMessage } from './slices.js';

export interface ProtocolLog {
  error(message: string): void;
  warn(message: string): void;
}

export class Protocol {
  private initialized = false;

  constructor(private readonly log: ProtocolLog) {}

  /** Marks the server initialized (call from the `initialize` handler). */
  initialize(): void {
    this.initialized = true;
  }

  /** Wraps a request handler: checks the state and the params, turns failures into short errors. */
  request<P, R>(method: string, check: (params: unknown) => P, handler: (params: P) => R | Promise<R>): (params: unknown) => Promise<R> {
    return async (params: unknown) => {
      noteMessage();
      if (!this.initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, `${method}: the server is not initialized yet; send "initialize" first.`);
      let checked: P;
      try {
        checked = check(params);
      } catch (error) {
        if (error instanceof ParamsError) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${error.message}`);
        throw error;
      }
      try {
        return await handler(checked);
      } catch (error) {
        if (error instanceof ResponseError) throw error;
        if (isRefusal(error)) throw new ResponseError(LSPErrorCodes.RequestFailed, shortMessage(error));
        this.log.error(`cardtext: ${method} failed: ${(error as Error)?.stack ?? String(error)}`);
        throw new ResponseError(ErrorCodes.InternalError, `${method} failed inside cardtext: ${shortMessage(error)}`);
      }
    };
  }

  /** Wraps a notification handler: dropped before initialize; bad params are logged and ignored. */
  notification<P>(method: string, check: (params: unknown) => P, handler: (params: P) => void | Promise<void>): (params: unknown) => void {
    return (params: unknown) => {
      noteMessage();
      if (!this.initialized) return;
      let checked: P;
      try {
        checked = check(params);
      } catch (error) {
        this.log.warn(`cardtext: ignored ${method}: ${error instanceof ParamsError ? error.message : shortMessage(error)}`);
        return;
      }
      const failed = (error: unknown) => this.log.error(`cardtext: ${method} failed: ${(error as Error)?.stack ?? String(error)}`);
      try {
        const result = handler(checked);
        if (result) result.catch(failed);
      } catch (error) {
        failed(error);
      }
    };
  }

  /** For requests no handler serves: -32002 before initialize, -32601 after. */
  unknownRequest(method: string): never {
    noteMessage();
    if (!this.initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, `${method}: the server is not initialized yet; send "initialize" first.`);
    throw new ResponseError(ErrorCodes.MethodNotFound, `cardtext does not handle ${method.slice(0, 80)}.`);
  }
}

/**
 * A request refused on purpose, with a reason for the user (a rename to an invalid name): the
 * language core, which can't import LSP types, throws `Object.assign(new Error(reason), { refused: true })`
 * and the client gets error -32803 (RequestFailed) with that reason.
 */
export function isRefusal(error: unknown): error is Error {
  return error instanceof Error && (error as Error & { refused?: unknown }).refused === true;
}

function shortMessage(error: unknown): string {
  const text = (error as Error)?.message ?? String(error);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
