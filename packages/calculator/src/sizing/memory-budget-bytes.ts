import { defineNode } from './graph.js';

/** rules.md R18: memoryFraction * D, what memtables and block cache may use together. */
export const memoryBudgetBytes = defineNode('memoryBudgetBytes', [], ({ input }) => Math.floor(input.memoryFraction * input.dramBytes));
