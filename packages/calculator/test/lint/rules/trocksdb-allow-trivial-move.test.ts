import { trocksdbAllowTrivialMoveRule } from '../../../src/lint/rules/trocksdb-allow-trivial-move.js';
import { optionsFile, ruleTester } from '../rule-tester.js';

const on = optionsFile({ cf: ['vlogring_activation_level=0', 'allow_trivial_move=true'] });
ruleTester(trocksdbAllowTrivialMoveRule, {
  valid: [{ name: 'false', text: optionsFile({ cf: ['vlogring_activation_level=0', 'allow_trivial_move=false'] }) }],
  invalid: [
    {
      name: 'true with rings',
      text: on,
      errors: [{ messageId: 'trivialMove', at: 'allow_trivial_move=^true', severity: 'error' }],
      output: on.replace('allow_trivial_move=true', 'allow_trivial_move=false'),
    },
    {
      name: 'true without rings',
      text: optionsFile({ cf: ['allow_trivial_move=true'] }),
      errors: [{ messageId: 'trivialMove', severity: 'warning' }],
      output: optionsFile({ cf: ['allow_trivial_move=false'] }),
    },
  ],
});
