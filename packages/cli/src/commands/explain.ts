import type { Command } from '../cli-kit/command.js';
import { EXIT } from '../cli-kit/errors.js';
import { renderExplanation } from '../render/explanation.js';
import { computeRecommendation } from '../flags/recommendation.js';
import { SIZING_FLAGS } from '../flags/sizing.js';
import { listTargets, TARGET_FLAGS } from '../flags/target.js';

export const explain: Command = {
  name: 'explain',
  summary: 'Show every option with its formula, your inputs substituted, and its source',
  description:
    'Takes the same flags as generate. Sources: G = KIOXIA tuning guide, T = auto-tuning thesis, S = SILK, M = smalldatum; "extension" marks rocktune\'s own choices where the guide is silent.',
  usage: 'rocktune explain [same flags as generate]',
  flags: { ...SIZING_FLAGS, ...TARGET_FLAGS },
  examples: [
    {
      explains: "Why each number for the guide's example",
      command: 'rocktune explain --threads 48 --dram 128GB --keys 8e9 --open-files 80000',
    },
    { explains: 'What changes on a 2-thread host', command: 'rocktune explain --threads 2 --dram 8GB' },
  ],
  async run(args, io) {
    if (args.flags['list-targets']) return listTargets(io);
    io.stdout(renderExplanation(computeRecommendation(args, io)));
    return EXIT.ok;
  },
};
