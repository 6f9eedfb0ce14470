import { describe, expect, it } from 'vitest';
import { plainWords } from '../src/features/calculator/plain-words.js';

describe('plainWords', () => {
  it.each([
    ['Each SST holds keysPerFile keys (with their value pointers).', 'Each SST holds keys per file keys (with their value pointers).'],
    ["fewer (24) or more (96) were slower in the guide's T2/T5 tests.", "fewer (24) or more (96) were slower in the guide's load (T2) and read-while-writing (T5) tests."],
    ['rules.md R9: files hold keysPerFile keys.', 'files hold keys per file keys.'],
    ['rules.md R13b: slowdown clamps.', 'slowdown clamps.'],
    ['level0_slowdown_writes_trigger: rules.md R4 gives 1 for 2 thread(s)', 'level0_slowdown_writes_trigger: the sizing rule gives 1 for 2 thread(s)'],
    ['rules.md R9 gives 1 KB', 'The sizing rule gives 1 KB'],
    ['a cache as large as the memtables (rules.md R17).', 'a cache as large as the memtables.'],
  ])('%s', (text, expected) => expect(plainWords(text)).toBe(expected));
});
