// After `next build`: a brotli copy (`<file>.br`) of each script and stylesheet of the build, which
// scripts/serve.mjs sends to clients that accept br (lib/server/http/precompressed.mjs).
import path from 'node:path';
import { compressStaticFolder } from '../lib/server/http/precompressed.mjs';

const started = Date.now();
const { files, bytes, compressed } = compressStaticFolder(path.resolve('.next/static'));
console.log(
  `static files: ${files} compressed with brotli (${(bytes / 1024).toFixed(0)} kB → ${(compressed / 1024).toFixed(0)} kB) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
);
