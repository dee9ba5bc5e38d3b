import sharp from 'sharp'
const [file, out, top, height] = process.argv.slice(2)
const meta = await sharp(file).metadata()
console.log(meta.width, meta.height)
if (out) await sharp(file).extract({ left: 0, top: Number(top), width: meta.width, height: Math.min(Number(height), meta.height - Number(top)) }).toFile(out)
