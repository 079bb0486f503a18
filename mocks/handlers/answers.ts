/**
 * How an answer leaves a handler: a handler returns its stored records (or plain values) and the
 * route wrapper shapes them with the generated zod schema of the operation's answer, which drops
 * what a record keeps beside the public shape (owning administration, memberships, hashes). An
 * answer that does not fit its schema is a handler bug: it becomes a 500 problem and a console
 * error instead of reaching the client.
 */
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { schemasFor } from './answer-schemas';
import { problemResponse } from './problem';

/** A JSON answer with an explicit status or headers (e.g. 201 with Location). */
export class Answer<T = unknown> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

export function answer<T>(status: number, body: T, headers?: Record<string, string>): Answer<T> {
  return new Answer(status, body, headers);
}

/** Thrown when a handler's answer does not fit the contract. */
export class ContractBreach extends Error {
  constructor(
    readonly operationId: string,
    readonly reason: string,
  ) {
    super(`${operationId}: ${reason}`);
    this.name = 'ContractBreach';
  }
}

/** The answer body as the contract has it; throws ContractBreach when it does not fit. */
export function shapeBody(operationId: string, status: number, body: unknown): unknown {
  const schema = schemasFor(operationId)[status];
  if (!schema) throw new ContractBreach(operationId, `the contract has no JSON answer with status ${status}`);
  const result = schema.safeParse(body);
  if (!result.success) throw new ContractBreach(operationId, `the ${status} answer does not match its schema:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * The Response for what a resolver returned, or undefined for an operation without a JSON success
 * answer (its generated handler then sends the contract's 204/202).
 */
export function answerResponse(operationId: string, result: unknown): Response | undefined {
  if (result instanceof Response) {
    const json = /[/+]json\b/.test(result.headers.get('Content-Type') ?? '');
    if (result.ok && json) throw new ContractBreach(operationId, 'a JSON success answer must be returned as a value or answer(), not a Response');
    return result;
  }
  if (result instanceof Answer) {
    return HttpResponse.json(shapeBody(operationId, result.status, result.body) as never, { status: result.status, headers: result.headers });
  }
  const statuses = Object.keys(schemasFor(operationId)).map(Number);
  if (statuses.length === 0) {
    if (result === undefined) return undefined;
    throw new ContractBreach(operationId, 'the contract documents no JSON answer, yet the handler returned a body');
  }
  const [status] = statuses;
  if (statuses.length > 1 || status === undefined) {
    throw new ContractBreach(operationId, `the contract has JSON answers with statuses ${statuses.join(', ')}: return answer(status, body)`);
  }
  return HttpResponse.json(shapeBody(operationId, status, result) as never, { status });
}

export function breachResponse(breach: ContractBreach, instance: string): Response {
  console.error(`[mock] ${breach.message}`);
  return problemResponse(500, `The mock backend broke the contract of ${breach.operationId}: ${breach.reason}`, undefined, instance);
}
