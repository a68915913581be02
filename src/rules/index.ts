import type { Rule } from '../core/types';
import { contractDrift } from './api/contract-drift';
import { sensitiveResponse } from './api/sensitive-response';
import { orphaned } from './env/orphaned';
import { undeclared } from './env/undeclared';
import { gateWeakened } from './policy/gate-weakened';
import { incompleteAnalysis } from './policy/incomplete-analysis';
import { protectedPath } from './policy/protected-path';
import { migrationMissing } from './schema/migration-missing';
import { deployBreaks } from './schema/deploy-breaks';
import { migrationRewritten } from './schema/migration-rewritten';
import { staleReference } from './schema/stale-reference';
import { unsafeMigration } from './schema/unsafe-migration';
import { apiContract } from './stripe/api-contract';
import { apiVersion } from './stripe/api-version';
import { clientResilience } from './stripe/client-resilience';
import { clientTrustedAmount } from './stripe/client-trusted-amount';
import { idempotencyKey } from './stripe/idempotency-key';
import { legacyApi } from './stripe/legacy-api';
import { mockRejected } from './stripe/mock-rejected';
import { paymentStatus } from './stripe/payment-status';
import { secretExposure } from './stripe/secret-exposure';
import { unhandledErrors } from './stripe/unhandled-errors';
import { upgradeBreaks } from './stripe/upgrade-breaks';
import { webhookErrorHandling } from './stripe/webhook-error-handling';
import { webhookErrorTests } from './stripe/webhook-error-tests';
import { webhookIdempotency } from './stripe/webhook-idempotency';
import { webhookSignature } from './stripe/webhook-signature';
import { missingForChange } from './tests/missing-for-change';

/**
 * Every rule the gate ships, by id. policy/incomplete-analysis is not listed: it runs
 * last, over the gaps the others recorded.
 */
export const RULES: readonly Rule[] = [
  protectedPath,
  gateWeakened,
  migrationMissing,
  migrationRewritten,
  deployBreaks,
  unsafeMigration,
  staleReference,
  undeclared,
  orphaned,
  webhookSignature,
  webhookErrorTests,
  webhookErrorHandling,
  webhookIdempotency,
  secretExposure,
  apiContract,
  upgradeBreaks,
  mockRejected,
  idempotencyKey,
  clientResilience,
  apiVersion,
  clientTrustedAmount,
  unhandledErrors,
  paymentStatus,
  legacyApi,
  contractDrift,
  sensitiveResponse,
  missingForChange,
];

export const GAP_RULE: Rule = incompleteAnalysis;

export const ALL_RULES: readonly Rule[] = [...RULES, GAP_RULE];

export function ruleById(id: string): Rule | undefined {
  return ALL_RULES.find((r) => r.meta.id === id);
}
