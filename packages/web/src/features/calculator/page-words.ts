/** The calculator's words as a reader of the page needs them: no repository paths, rule files or lab names (issue 35). The CLI keeps them. */
const PAGE_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/ \((?:bench|docs)\/[^()]*?\.md\)/g, ''],
  [/\b(?:bench|docs)\/[\w./-]+\.md\b/g, 'rocktune’s measurements'],
  [/\b(?:rules\.md|extension) (X-[a-z0-9-]+)/g, 'rocktune’s rule $1'],
  [/\brules\.md\b/g, 'rocktune’s rules'],
  [/\b(?:the |a )?capped regime\b/g, 'a 2-thread, 512 MiB host with a capped disk'],
  [/\bsee --list-targets\b/g, 'see the Version list'],
];

export function pageWords(text: string): string {
  return PAGE_WORDS.reduce((words, [pattern, replacement]) => words.replace(pattern, replacement), text);
}
