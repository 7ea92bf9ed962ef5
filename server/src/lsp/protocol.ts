/**
 * The protocol's rules around every handler: nothing but `initialize` is answered before it
 * (error -32002; notifications are dropped, as LSP says), params of the wrong shape get -32602
 * with a short message, and a handler's failure is a short -32603 message (the details go to the
 * server log), never a raw TypeError.
 */
import { type CancellationToken, ErrorCodes, LSPErrorCodes, Message, type ResponseMessage, ResponseError } from 'vscode-languageserver';
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

  /**
   * Wraps a request handler: checks the state and the params, turns failures into short errors. A
   * request the client cancelled (`$/cancelRequest`) before it started, or while it ran, is answered
   * with error -32800 (RequestCancelled); long handlers get the token to stop early.
   */
  request<P, R>(method: string, check: (params: unknown) => P, handler: (params: P, token?: CancellationToken) => R | Promise<R>): (params: unknown, token?: CancellationToken) => Promise<R> {
    return async (params: unknown, token?: CancellationToken) => {
      noteMessage();
      if (token?.isCancellationRequested) throw cancelledError(method);
      if (!this.initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, `${method}: the server is not initialized yet; send "initialize" first.`);
      let checked: P;
      try {
        checked = check(params);
      } catch (error) {
        if (error instanceof ParamsError) throw new ResponseError(ErrorCodes.InvalidParams, `${method}: ${error.message}`);
        throw error;
      }
      try {
        const result = await handler(checked, token);
        if (token?.isCancellationRequested) throw cancelledError(method);
        return result;
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

/** The answer to a cancelled request. */
export function cancelledError(method: string): ResponseError<void> {
  return new ResponseError(LSPErrorCodes.RequestCancelled, `${method} was cancelled`);
}

/**
 * The connection's answer to a request cancelled while it still waits in the queue: -32800 at
 * once, so a burst of requests followed by their cancellations doesn't run them all (vscode-jsonrpc
 * otherwise starts every queued request). Passed as the connection's `cancelUndispatched` strategy.
 */
export function cancelUndispatched(message: Message): ResponseMessage | undefined {
  if (!Message.isRequest(message)) return undefined;
  return { jsonrpc: '2.0', id: message.id, error: { code: LSPErrorCodes.RequestCancelled, message: `${String(message.method).slice(0, 80)} was cancelled` } };
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
