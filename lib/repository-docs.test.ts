/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The repository carries its own documents, in its own words: README.md, docs/ and the comments
 * beside the code. No tracked file may send its reader to a document that is not in the
 * repository: the team's reference folder outside it, or the design, style and specification
 * documents kept there. State the rule itself, or point to README.md or docs/.
 *
 * The pattern is built from pieces so that this file does not match it.
 */
const outsideDocuments = new RegExp(
  [
    // The design and style documents, by file name or by their upper-case names alone.
    '\\b' + ['DES', 'IGN'].join('') + '\\b',
    '\\b' + ['STY', 'LE'].join('') + '\\b',
    '\\b' + ['SP', 'EC'].join('') + '\\b',
    '\\.\\./' + ['sha', 'red'].join(''),
  ].join('|'),
);

/** Files that are not text: images, fonts, archives, databases. */
const binaryExtensions = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.tif',
  '.tiff',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.pdf',
  '.zip',
  '.gz',
  '.tgz',
  '.br',
  '.zst',
  '.tar',
  '.wasm',
  '.data',
  '.db',
  '.sqlite',
  '.mp3',
  '.mp4',
  '.webm',
  '.ogg',
  '.wav',
]);

const root = path.resolve(__dirname, '..');
const self = path.relative(root, __filename).split(path.sep).join('/');

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed
    .split('\0')
    .filter((file) => file !== '' && file !== self)
    .filter((file) => !binaryExtensions.has(path.extname(file).toLowerCase()))
    .filter((file) => existsSync(path.join(root, file)));
}

describe('the repository documents itself', () => {
  it('lists the tracked files (git is available and this file is among them)', () => {
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
    expect(listed).toContain(self);
    expect(listed).toContain('README.md');
  });

  it('the pattern catches what it is meant to catch, and this file is not a hit', () => {
    const sample = (...parts: string[]) => parts.join('');
    expect(outsideDocuments.test(sample('see ', 'DES', 'IGN', '.md'))).toBe(true);
    expect(outsideDocuments.test(sample('see ', 'STY', 'LE', '.md'))).toBe(true);
    expect(outsideDocuments.test(sample('per ', 'SP', 'EC', ' §9'))).toBe(true);
    expect(outsideDocuments.test(sample('../', 'sha', 'red', '/x'))).toBe(true);
    expect(outsideDocuments.test(sample('(', 'STY', 'LE', ': client leaves)'))).toBe(true);
    expect(outsideDocuments.test('INSPECT, SPECIFIC, spec files, the specification, the design, styles.button')).toBe(false);
    expect(
      readFileSync(__filename, 'utf8')
        .split('\n')
        .some((line) => outsideDocuments.test(line)),
    ).toBe(false);
  });

  it('no tracked file points to a document outside the repository', () => {
    const hits: string[] = [];
    for (const file of trackedTextFiles()) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (text.includes('\0')) continue; // a binary file with an unexpected extension
      text.split('\n').forEach((line, index) => {
        if (outsideDocuments.test(line)) hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
