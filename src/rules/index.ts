import type { Rule } from '../core/types';
import { incompleteAnalysis } from './policy/incomplete-analysis';

/**
 * Every rule the gate ships, by id. policy/incomplete-analysis is not listed: it runs
 * last, over the gaps the others recorded.
 */
export const RULES: readonly Rule[] = [];

export const GAP_RULE: Rule = incompleteAnalysis;

export const ALL_RULES: readonly Rule[] = [...RULES, GAP_RULE];

export function ruleById(id: string): Rule | undefined {
  return ALL_RULES.find((r) => r.meta.id === id);
}
