import { crc32, deflateRawSync } from 'node:zlib';

/*
 * A ZIP file made in memory, for the tests of the import's ZIP of pictures (jest and e2e): each
 * entry deflated (or stored), with names in UTF-8. Tests only; small on purpose, so a test can
 * also make the ZIPs a crafted upload would be (a bomb, thousands of entries).
 */

export interface ZipEntryInput {
  name: string;
  data: Buffer;
  /** Stored as it is rather than deflated. */
  store?: boolean;
}

export function makeZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const body = entry.store ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(0x0800, at); // names in UTF-8
      header.writeUInt16LE(entry.store ? 0 : 8, at + 2);
      header.writeUInt32LE(0, at + 4); // time and date
      header.writeUInt32LE(crc, at + 8);
      header.writeUInt32LE(body.length, at + 12);
      header.writeUInt32LE(entry.data.length, at + 16);
      header.writeUInt16LE(name.length, at + 20);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 6);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central, 8);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
