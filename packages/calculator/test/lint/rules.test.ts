import { RULES } from '../../src/lint/registry.js';
import { loadRuleCases } from './rule-cases.js';
import { ruleTester } from './rule-tester.js';

// Every rule's valid and invalid cases, from cases/<rule id>.yaml.
for (const rule of RULES) ruleTester(rule, loadRuleCases(rule.meta.id));
