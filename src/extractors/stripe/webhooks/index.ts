/**
 * Stripe webhook endpoints, by topic: `endpoints` finds them (and those a change can
 * affect), `dispatch` reads their event types, `outcomes` how they answer, `body` and
 * `signature` what they verify. Shared by the stripe/webhook-* rules and the layer map.
 */
export type {
  CatchInfo,
  EventCall,
  EventHandling,
  FireAndForget,
  Located,
  Outcome,
  UnhandledAnswer,
  WebhookEndpoint,
  WebhookFramework,
  WebhookProblem,
  WebhookSignal,
  WebhookVerification,
} from './model';
export {
  baseEndpointsLike,
  endpointRouteName,
  mayHoldWebhookEndpoint,
  webhookEndpoints,
  webhookEndpointsAffectedBy,
} from './endpoints';
export { classifyPayload } from './body';
export { isError, isSuccess, outcomesOf } from './outcomes';
export { caughtWork, newWorkUnder, type NewWork } from './failures';
export { importedBinding, reachFunctions, resolveCallee, type ImportedBinding, type Reached } from './reach';
export { verificationMethod } from './signature';
export { uncheckedWrites, type UncheckedWrite } from './unchecked';
