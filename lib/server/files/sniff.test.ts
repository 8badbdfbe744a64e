/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { looksLikeSvg, sniffFile, sniffImage } from './sniff';
import { sampleEps, sampleExe, sampleGif, sampleJpeg, samplePdf, samplePng, samplePsd, sampleSvg, sampleTiff, sampleWebp } from './samples';

const head = (bytes: Buffer) => ({ head: bytes.subarray(0, 4100) });

describe('sniffing an upload', () => {
  it.each([
    ['PNG', samplePng, 'logo.png', 'png', 'image/png'],
    ['JPEG', sampleJpeg, 'photo.jpeg', 'jpg', 'image/jpeg'],
    ['WebP', sampleWebp, 'photo.webp', 'webp', 'image/webp'],
    ['TIFF', sampleTiff, 'scan.tif', 'tiff', 'image/tiff'],
    ['PDF', async () => samplePdf(), 'dieline.pdf', 'pdf', 'application/pdf'],
    ['a PDF-based Illustrator file', async () => samplePdf('%AI9_PrivateData\n'), 'artwork.ai', 'ai', 'application/illustrator'],
    ['a PostScript Illustrator file', async () => sampleEps(), 'old-artwork.ai', 'ai', 'application/illustrator'],
    ['EPS', async () => sampleEps(), 'logo.eps', 'eps', 'application/postscript'],
    ['PSD', async () => samplePsd(), 'mockup.psd', 'psd', 'image/vnd.adobe.photoshop'],
    ['SVG', async () => sampleSvg(), 'logo.svg', 'svg', 'image/svg+xml'],
  ])('accepts %s', async (_label, make, name, kind, mime) => {
    const bytes = await make();
    expect(await sniffFile(head(bytes), name)).toMatchObject({ kind, mime });
  });

  it('goes by the bytes, not the name: a PNG called .pdf is a PNG, named .png', async () => {
    expect(await sniffFile(head(await samplePng()), 'brief.pdf')).toEqual({ kind: 'png', mime: 'image/png', ext: 'png' });
    expect(await sniffFile(head(await sampleJpeg()), 'photo.JPG')).toEqual({ kind: 'jpg', mime: 'image/jpeg', ext: 'jpg' });
  });

  it.each([
    ['a program renamed .png', sampleExe(), 'logo.png'],
    ['a program renamed .pdf', sampleExe(), 'quote.pdf'],
    ['a GIF (not taken)', sampleGif(), 'anim.gif'],
    ['plain text', Buffer.from('Please quote 500 pouches.\n'), 'notes.svg'],
    ['HTML with an inline SVG', Buffer.from('<html><body><svg></svg><script>alert(1)</script></body></html>'), 'page.svg'],
    [
      'an SVG whose DOCTYPE declares entities',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      'bomb.svg',
    ],
    ['an SVG in UTF-16', Buffer.from('\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le'), 'wide.svg'],
    ['text that is not UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff, 0xfe, 0x3e]), 'broken.svg'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
    ['a zip archive', Buffer.from('504b0304140000000800', 'hex'), 'files.zip'],
  ])('refuses %s', async (_label, bytes, name) => {
    expect(await sniffFile(head(bytes), name)).toBeNull();
  });

  it('reads a file on disk (file-type follows a TIFF directory)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sniff-'));
    try {
      const file = path.join(dir, 'upload');
      await writeFile(file, await sampleTiff());
      expect(await sniffFile({ head: (await sampleTiff()).subarray(0, 4100), path: file }, 'x')).toMatchObject({ kind: 'tiff', ext: 'tif' });
      await writeFile(file, sampleExe());
      expect(await sniffFile({ head: sampleExe(), path: file }, 'setup.png')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps to the kinds asked for', async () => {
    expect(await sniffFile(head(sampleSvg()), 'logo.svg', ['png', 'jpg'])).toBeNull();
    expect(await sniffFile(head(await samplePng()), 'logo.png', ['png', 'jpg'])).toMatchObject({ kind: 'png' });
  });

  it('reads SVG starts strictly', () => {
    expect(looksLikeSvg(Buffer.from('\ufeff  <svg>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>'))).toBe(true);
    expect(looksLikeSvg(Buffer.from('<svgfoo>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<!-- never closed <svg>'))).toBe(false);
    expect(looksLikeSvg(Buffer.from('<svg\u0000>'))).toBe(false);
  });

  it('still tells the catalogue pictures apart without file-type', async () => {
    expect(sniffImage(await samplePng())).toBe('png');
    expect(sniffImage(sampleExe())).toBeNull();
  });
});
