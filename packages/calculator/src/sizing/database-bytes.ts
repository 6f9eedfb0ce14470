import { lsmRecordBytes } from './context.js';
import { defineNode } from './graph.js';

/**
 * The database's size in the LSM before compression: N x record (K + V inline, K + P with values separated); the data
 * of rules.md R14's level table and the database rules.md X-small-db compares L0-L2 with.
 */
export const databaseBytes = defineNode('databaseBytes', [], (ctx) => ctx.input.totalKeys * lsmRecordBytes(ctx));
