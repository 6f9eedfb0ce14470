/**
 * The calculator's reasons are written for maintainers too: they cite rule ids and name formula
 * symbols. The page shows them to operators, so it drops the citations and spells the symbols out.
 */
const CITATIONS = [/\s*\((?:see )?rules\.md [A-Za-z0-9-]+(?:, [A-Za-z0-9-]+)*\)/g, /^rules\.md [A-Za-z0-9-]+:\s*/g];

export function plainWords(text: string): string {
  let out = text;
  for (const pattern of CITATIONS) out = out.replace(pattern, (m) => (m.trimEnd().endsWith(')') ? '' : ' '));
  return out
    .replace(/\brules\.md R\d+[a-z]?\b/g, 'the sizing rule')
    .replace(/\brules\.md [A-Za-z0-9-]+/g, 'rocktune’s rule')
    .replace(/\bkeysPerFile\b/g, 'keys per file')
    .replace(/\bkeysPerFlush\b/g, 'keys per flush')
    .replace(/\bT2\/T5 tests\b/g, 'load (T2) and read-while-writing (T5) tests')
    .replace(/\(\s*\)/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([.,;:])/g, '$1')
    .trim()
    .replace(/^the sizing rule/, 'The sizing rule');
}
