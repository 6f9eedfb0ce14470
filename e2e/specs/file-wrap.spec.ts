import { describe, expect, it } from 'vitest';
import { PHONE, usePageSession } from '../harness.js';

/** Issue 35 minor: a long line wraps after its option name starts, never leaving a blank-looking row before it. */
describe('the OPTIONS file wraps long lines in place', () => {
  const env = usePageSession(PHONE);

  it('phone 390x844: compression_per_level starts on the row of its indent', async () => {
    const page = await env.open('#threads=2&dram=512MiB&keys=2e6&open-files=1000');
    const rows = await page.getByTestId('options-file').evaluate((pre) => {
      const text = pre.firstChild as Text;
      const at = text.data.indexOf('  compression_per_level=');
      const top = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getClientRects()[0]?.top;
      };
      return { indent: top(at), name: top(at + 2), wraps: pre.scrollWidth <= pre.clientWidth };
    });
    expect(rows.name).toBe(rows.indent);
    expect(rows.wraps).toBe(true);
    expect(env.s.errors).toEqual([]);
  });
});
