import sharp from 'sharp';
sharp.concurrency(1); sharp.cache(false);
const t0 = Date.now();
try { const out = await sharp(process.argv[2], { limitInputPixels: 100_000_000, sequentialRead: true }).rotate().resize(480, 480, { fit: 'inside' }).webp().toBuffer(); console.log('ok', out.length); } catch (e) { console.log('err', e.message); }
console.log('ms', Date.now() - t0, 'maxrss MB', Math.round(process.resourceUsage().maxRSS / 1024));
