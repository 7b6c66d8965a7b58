import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  content: Buffer | string;
  /** The unpacked size the directory claims, when a test makes it lie. */
  declaredSize?: number;
}

/** A ZIP package written byte by byte, so a test can build what no spreadsheet program would: bombs and liars. */
export function zipPackage(parts: readonly ZipPart[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const content = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8');
    const packed = deflateRawSync(content);
    const name = Buffer.from(part.name, 'utf8');
    const size = part.declaredSize ?? content.length;
    const header = (signature: number, length: number) => {
      const bytes = Buffer.alloc(length);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, directoryBytes, end]);
}

const spreadsheetNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationshipNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around the sheet's XML (inline strings, no shared strings). */
export function workbookParts(sheetXml: string | Buffer, sheet: Partial<ZipPart> = {}): ZipPart[] {
  return [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${spreadsheetNs}" xmlns:r="${relationshipNs}"><sheets><sheet name="Produk" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationshipNs}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml, ...sheet },
  ];
}

/** A sheet's XML around its rows' XML. */
export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${spreadsheetNs}"><sheetData>${rows}</sheetData></worksheet>`;

/** The template's header row, in inline strings. */
export const headerRowXml = (columns: readonly string[]) =>
  `<row r="1">${columns.map((text, n) => `<c r="${String.fromCharCode(65 + n)}1" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`;
