/** Where the rule docs are published; a finding's help link derives from its id. */
export const DOCS_BASE_URL = 'https://github.com/agent-gate/agent-gate/blob/main/docs/rules';

export function ruleDocsUrl(ruleId: string): string {
  return `${DOCS_BASE_URL}/${ruleId}.md`;
}
