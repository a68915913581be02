import type { CallExpression, Node } from 'ts-morph';
import type { TextEdit } from '../../../core/types';
import type { FunctionRef } from '../../code/flow';
import type { FunctionLike, RequestHandler } from '../../http/handlers';

/**
 * What the gate knows of a Stripe webhook endpoint: what it verifies and with which body
 * and secret, the event types it handles (and the functions each type calls), and how it
 * answers when processing fails. Built by `endpoints.ts` from the other modules here.
 */

export type WebhookFramework = 'express' | 'next-app' | 'next-pages' | 'fastify' | 'hono' | 'nest' | 'koa' | 'unknown';

export type WebhookSignal = 'verification' | 'signature-header' | 'event-types' | 'name';

/** Where something was found: a node in a file (files differ when a dispatcher lives elsewhere). */
export interface Located {
  file: string;
  line: number;
  node: Node;
}

export interface WebhookVerification extends Located {
  method: 'constructEvent' | 'constructEventAsync' | 'verifyHeader';
  call: CallExpression;
  /** The verified body: the argument, or what a caller passed for it (`verify(req.rawBody, sig)` → `constructEvent(payload, …)`). */
  payload?: Node;
  /** The file `payload` is written in, when a caller passed it. */
  payloadFile?: string;
  secret?: Node;
  /** The modules the request passes through to reach the call: the handler's or middleware's, down to the verifier's. */
  through: string[];
}

/** A reason why the verified body or secret cannot be trusted. */
export interface WebhookProblem extends Located {
  kind: 'parsed-body' | 'reserialized-body' | 'json-middleware' | 'pages-body-parser' | 'fastify-body' | 'weak-secret';
  message: string;
  fix: string;
  related: { file: string; line: number; message: string }[];
  /** The change that makes `fix`, where it is mechanical (`check --fix`). */
  edits?: TextEdit[];
}

export interface EventCall extends Located {
  /** Callee as written (`fulfillOrder`, `billing.sync`). */
  name: string;
  /** File that declares the callee, when it is a function of this file or an import (by its root name). */
  definedIn?: string;
  /** The function the call runs, when the call graph knows it. */
  target?: FunctionRef;
}

export interface EventHandling extends Located {
  /** Stripe event type, e.g. `payment_intent.succeeded`. */
  type: string;
  /** The calls made while handling it (case clause or if branch). */
  calls: EventCall[];
  /** The case clause / if branch body. */
  body: Node;
}

export type Outcome =
  | { kind: 'status'; status: number; file: string; line: number }
  | { kind: 'throw'; file: string; line: number }
  /** A response whose status is computed (`res.status(err.statusCode)`). */
  | { kind: 'unknown'; file: string; line: number }
  | { kind: 'none' };

/** Answers given for event types no case handles (a default clause, a final else, a guard's other branch). */
export interface UnhandledAnswer extends Located {
  outcomes: Outcome[];
}

export interface CatchInfo {
  file: string;
  /** Line of the `try` (or of the `.catch(…)` call). */
  line: number;
  catchLine: number;
  /** What the try block covers. */
  covers: 'verification' | 'processing' | 'both';
  /** Every way the catch block answers; `none` when it neither responds, returns nor throws. */
  outcomes: Outcome[];
  /**
   * What the handler answers once the catch completes without answering: the next answer
   * after the try, and after the calls that awaited the function it is in.
   */
  after?: Outcome;
  /** The function the try is in, when it is not the handler: one the handler awaits. */
  within?: { name?: string; file: string; line: number };
  /** The try statement, or the `.catch(…)` call. */
  node: Node;
}

export interface FireAndForget extends Located {
  callee: string;
  /** The handler answered 2xx at this line and only then did the work. */
  answeredFirst?: boolean;
  /** The work is handed to `after()` / `waitUntil()`, which run it once the response is sent. */
  scheduled?: string;
}

export interface WebhookEndpoint {
  /** Where the handler function is written. */
  file: string;
  /** The module whose route registration serves it (`file`, unless it registers a function another module defines). */
  registeredIn: string;
  line: number;
  name?: string;
  path?: string;
  method: string;
  framework: WebhookFramework;
  /** The handler function. */
  node: FunctionLike;
  handler?: RequestHandler;
  signals: WebhookSignal[];
  verifications: WebhookVerification[];
  problems: WebhookProblem[];
  /** Functions reached from the handler that switch on the event type (may be the handler). */
  dispatchers: (Located & { name?: string })[];
  events: EventHandling[];
  /** Answers given for event types no case handles (default clause, final else, a guard's other branch). */
  unhandled: UnhandledAnswer[];
  /** Files of the functions the handler runs (its own and those the call graph reaches). */
  runs: string[];
  catches: CatchInfo[];
  /** Async work started and not awaited, or done after the handler already answered 2xx. */
  fireAndForget: FireAndForget[];
}
