import type { Command } from '../cli-kit/command.js';
import { EXIT } from '../cli-kit/errors.js';
import { renderExplanation } from '../render/explanation.js';
import { computeRecommendation } from '../flags/recommendation.js';
import { SIZING_FLAGS } from '../flags/sizing.js';
import { listTargets, TARGET_FLAGS } from '../flags/target.js';
import { formatFlag, STORES_FLAG } from '../flags/format.js';
import { renderStores } from '../render/stores.js';
import { renderPlacements } from '../render/placements.js';
import { GENERATED_FORMAT_IDS } from '@rocktune/calculator';
import { storesFromFlags } from '../flags/stores.js';

const FORMATS = ['ini', ...GENERATED_FORMAT_IDS] as const;

export const explain: Command = {
  name: 'explain',
  summary: 'Show every option with its formula, your inputs substituted, and its source',
  description:
    'Takes the same flags as generate. Sources: G = KIOXIA tuning guide, T = auto-tuning thesis, S = SILK, M = smalldatum; "extension" marks rocktune\'s own choices where the guide is silent.',
  usage: 'rocktune explain [same flags as generate] [--format FMT]',
  flags: { ...SIZING_FLAGS, ...TARGET_FLAGS, ...formatFlag(FORMATS), ...STORES_FLAG },
  examples: [
    {
      explains: "Why each number for the guide's example",
      command: 'rocktune explain --threads 48 --dram 128GB --keys 8e9 --open-files 80000',
    },
    { explains: 'What changes on a 2-thread host', command: 'rocktune explain --threads 2 --dram 8GB' },
    { explains: 'How each option is written as an option string', command: 'rocktune explain --format options-string' },
  ],
  async run(args, io) {
    if (args.flags['list-targets']) return listTargets(io);
    const format = (args.values.format as (typeof FORMATS)[number] | undefined) ?? 'ini';
    const rec = storesFromFlags(args, computeRecommendation(args, io));
    const stores = rec.storesPlan.stores;
    io.stdout(renderExplanation(rec));
    if (stores > 1) io.stdout(`\n${renderStores(rec.storesPlan)}`);
    if (format !== 'ini') io.stdout(`\n${renderPlacements(rec, format, stores)}`);
    return EXIT.ok;
  },
};
