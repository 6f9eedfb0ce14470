import { GUIDE_EXAMPLE, lintOptionsText, recommend, toOptionsFile } from '@rocktune/calculator';
import { describe, expect, it } from 'vitest';
import { screenshot, usePageSession } from '../harness.js';

/** The guide's file, broken twice: L0 triggers out of order, and a line that is not key=value. */
function brokenFile(): { text: string; triggerLine: number; garbageLine: number } {
  const result = recommend(GUIDE_EXAMPLE);
  if (!result.ok) throw new Error('E1 must be feasible');
  const lines = toOptionsFile(result.recommendation, { rocktuneVersion: 'e2e' }).split('\n');
  const triggerLine = lines.findIndex((l) => l.trim().startsWith('level0_slowdown_writes_trigger=')) + 1;
  lines[triggerLine - 1] = '  level0_slowdown_writes_trigger=2';
  const garbageLine = lines.findIndex((l) => l.trim().startsWith('max_open_files=')) + 2;
  lines.splice(garbageLine - 1, 0, '  this line is not an option');
  return { text: lines.join('\n'), triggerLine: triggerLine >= garbageLine ? triggerLine + 1 : triggerLine, garbageLine };
}

describe('lint tab', () => {
  const env = usePageSession();

  it('flags a broken pasted file at the right lines, with the same rules and messages as rocktune lint', async () => {
    const { page } = env.s;
    const { text, triggerLine, garbageLine } = brokenFile();
    const expected = lintOptionsText(text).findings;
    expect(expected.some((f) => f.line === triggerLine)).toBe(true);
    expect(expected.some((f) => f.line === garbageLine)).toBe(true);

    await page.goto(`${env.server.url}#tab=lint`);
    await page.getByLabel('Paste an OPTIONS file, or drop one here').fill(text);
    await expect.poll(() => page.getByTestId('lint-summary').innerText()).toMatch(/^\d+ errors?, \d+ warnings?/);

    const shown = await page.locator('.findings li').evaluateAll((items) =>
      items.map((li) => ({ ruleId: li.getAttribute('data-rule'), line: Number(li.getAttribute('data-line')), message: li.querySelector('.message')?.textContent })),
    );
    expect(shown).toEqual(expected.map((f) => ({ ruleId: f.ruleId, line: f.line, message: f.message })));

    // The offending lines are highlighted, and only lines with findings.
    for (const line of [triggerLine, garbageLine]) {
      expect(await page.locator(`#lint-line-${line}`).getAttribute('data-flagged')).toBe('true');
      expect(await page.locator(`#lint-line-${line}`).getAttribute('class')).toMatch(/flag-(error|warn)/);
    }
    const flagged = await page.locator('.lint-lines [data-flagged]').evaluateAll((els) => els.map((e) => Number(e.id.replace('lint-line-', ''))));
    expect(flagged).toEqual([...new Set(expected.map((f) => f.line))].sort((a, b) => a - b));
    expect(await page.locator(`#lint-line-${triggerLine} .text`).innerText()).toContain('level0_slowdown_writes_trigger=2');

    // Jump to a finding's line.
    await page.locator(`.findings li[data-line="${triggerLine}"] button`).first().click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`lint-line-${triggerLine}`);
    await screenshot(page, 'lint-broken-file');
    expect(env.s.errors).toEqual([]);
  });

  it('lints the calculator\'s own file clean, and tabs switch with the keyboard', async () => {
    const { page } = env.s;
    await page.getByRole('button', { name: "Lint the calculator's file" }).click();
    await expect.poll(() => page.getByTestId('lint-summary').innerText()).toMatch(/^No problems found|^0 errors/);
    await page.getByRole('tab', { name: 'Lint an OPTIONS file' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByRole('tab', { name: 'Calculator' }).getAttribute('aria-selected')).toBe('true');
    expect(page.url()).not.toContain('tab=lint');
  });
});
